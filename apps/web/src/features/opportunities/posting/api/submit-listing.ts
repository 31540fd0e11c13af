import type { OpportunityKind } from "@btw/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { mySubmissionsKey } from "../../../../lib/api/get-my-submissions.ts";
import { getOpportunity } from "../../../../lib/api/get-opportunity.ts";
import { type SaveOpportunityInput, saveOpportunity } from "../../../../lib/api/save-opportunity.ts";

/** One of the person's own listings, read with their token (pending and rejected ones are not public). */
export const ownListingQueryOptions = (kind: OpportunityKind, id: number) =>
  queryOptions({
    queryKey: ["account", "listing", kind, id],
    queryFn: ({ signal }) => getOpportunity(kind, id, signal),
    staleTime: 0,
  });

/** Sends a new listing (or an edited one, by id) for review: JSON, or multipart with a photo. */
export function useSubmitListing(kind: OpportunityKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOpportunityInput) => saveOpportunity(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubmissionsKey }),
  });
}
