import type { ApproveBody } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../../lib/http.ts";
import { KINDS, type OpportunityKind } from "../opportunity-kinds.ts";
import { invalidateOpportunities } from "./invalidate-opportunities.ts";

interface ReviewInput {
  kind: OpportunityKind;
  id: number;
  decision: ApproveBody;
}

/** Approve or reject (with a reason, emailed to the submitter by the API). */
function reviewOpportunity({ kind, id, decision }: ReviewInput) {
  return apiPut<{ message: string }>(`${KINDS[kind].paths.approve}/${id}`, decision);
}

export function useReviewOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewOpportunity,
    onSuccess: (_data, { kind }) => invalidateOpportunities(queryClient, kind),
  });
}
