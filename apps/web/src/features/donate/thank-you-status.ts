// GET donate/status/{tx_ref}: what the thank-you page shows. While the gift is pending the query
// asks again every few seconds, a limited number of times (the API re-verifies with Chapa).
import { type DonationStatusResponse, donationPaths } from "@btw/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../../lib/http.ts";

const STATUS_POLL_INTERVAL_MS = 3000;
const STATUS_POLL_MAX = 10;

function getDonationStatus(txRef: string, signal?: AbortSignal) {
  return apiGet<DonationStatusResponse>(
    `${donationPaths.status}/${encodeURIComponent(txRef)}`,
    undefined,
    signal,
  );
}

export const donationStatusQueryOptions = (txRef: string) =>
  queryOptions({
    queryKey: ["donations", "status", txRef],
    queryFn: ({ signal }) => getDonationStatus(txRef, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < STATUS_POLL_MAX
        ? STATUS_POLL_INTERVAL_MS
        : false,
  });

/** The status query, with how many answers it has had (polling stops after STATUS_POLL_MAX). */
export function useDonationStatus(txRef: string | null) {
  const options = donationStatusQueryOptions(txRef ?? "");
  const query = useQuery({ ...options, enabled: Boolean(txRef) });
  const updates = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, updates };
}

/** Still asking, or has the page stopped polling a gift that stays pending? */
export function isStillChecking(
  status: DonationStatusResponse["status"] | undefined,
  updates: number,
): boolean {
  return status === "pending" && updates < STATUS_POLL_MAX;
}
