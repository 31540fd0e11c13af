import { queryOptions } from "@tanstack/react-query";
import { getOpportunity } from "../../../../lib/api/get-opportunity.ts";
import type { OpportunityKind } from "../opportunity-kinds.ts";

export const opportunityQueryOptions = <K extends OpportunityKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: ["admin", kind, "one", id],
    queryFn: ({ signal }) => getOpportunity(kind, id, signal),
    staleTime: 0,
  });
