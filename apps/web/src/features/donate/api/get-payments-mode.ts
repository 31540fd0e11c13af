import { donationPaths, type PaymentsModeResponse } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

/** How the server takes gifts: Chapa, the TEST checkout, or not online at all. */
function getPaymentsMode(signal?: AbortSignal) {
  return apiGet<PaymentsModeResponse>(donationPaths.paymentsMode, undefined, signal);
}

export const paymentsModeQueryOptions = () =>
  queryOptions({
    queryKey: ["donations", "payments-mode"],
    queryFn: ({ signal }) => getPaymentsMode(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentsMode() {
  return useQuery(paymentsModeQueryOptions());
}
