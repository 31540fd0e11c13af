import type { MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { KINDS, type OpportunityKind } from "../opportunity-kinds.ts";
import { invalidateOpportunities } from "./invalidate-opportunities.ts";

function deleteOpportunity(kind: OpportunityKind, id: number) {
  return apiDelete<MessageResponse>(`${KINDS[kind].paths.collection}/${id}`);
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: OpportunityKind; id: number }) => deleteOpportunity(kind, id),
    onSuccess: (_data, { kind }) => invalidateOpportunities(queryClient, kind),
  });
}
