import { ORIGINAL_TEXTS } from "@btw/contracts";
import { queryOptions } from "@tanstack/react-query";
import {
  KINDS,
  type OpportunityByKind,
  type OpportunityKind,
} from "../../features/admin/opportunities/opportunity-kinds.ts";
import { apiGet } from "../http.ts";

export async function getOpportunity<K extends OpportunityKind>(kind: K, id: number, signal?: AbortSignal) {
  const body = await apiGet<Record<string, unknown>>(
    `${KINDS[kind].paths.collection}/${id}`,
    { lang: ORIGINAL_TEXTS },
    signal,
  );
  return body[KINDS[kind].entity] as OpportunityByKind[K];
}

export const opportunityQueryOptions = <K extends OpportunityKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: ["admin", kind, "one", id],
    queryFn: ({ signal }) => getOpportunity(kind, id, signal),
    staleTime: 0,
  });
