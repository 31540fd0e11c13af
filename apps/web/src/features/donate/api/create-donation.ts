import { apiPaths, type DonationRequest, type DonationResponse } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/http.ts";

/** Starts a payment: the answer carries the checkout page the browser goes to next. */
function createDonation(input: DonationRequest) {
  return apiPost<DonationResponse>(apiPaths.chapaDonate, input);
}

export function useCreateDonation() {
  return useMutation({ mutationFn: createDonation });
}
