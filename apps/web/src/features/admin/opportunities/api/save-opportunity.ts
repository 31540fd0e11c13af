import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SaveOpportunityInput, saveOpportunity } from "../../../../lib/api/save-opportunity.ts";
import type { OpportunityKind } from "../opportunity-kinds.ts";
import { invalidateOpportunities } from "./invalidate-opportunities.ts";

export function useSaveOpportunity<K extends OpportunityKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOpportunityInput) => saveOpportunity(kind, input),
    onSuccess: () => invalidateOpportunities(queryClient, kind),
  });
}
