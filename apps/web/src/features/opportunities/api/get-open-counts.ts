import { OPPORTUNITY_KIND_INFO, OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

/** How many approved, open items a kind's public list holds: the `count` of its first page. */
export function getOpenCount(kind: OpportunityKind, signal?: AbortSignal): Promise<number> {
  return apiGet<{ count: number }>(
    OPPORTUNITY_KIND_INFO[kind].paths.paginate,
    { page: 1, limit: 1 },
    signal,
  ).then((page) => page.count);
}

export const openCountQueryOptions = (kind: OpportunityKind) =>
  queryOptions({
    queryKey: ["open-count", kind],
    queryFn: ({ signal }) => getOpenCount(kind, signal),
  });

export interface OpenCount {
  kind: OpportunityKind;
  /** Undefined while loading or when the list could not be read: show no figure rather than a guess. */
  count: number | undefined;
}

/** The live size of every kind's public list, in the registry's order. */
export function useOpenCounts(): OpenCount[] {
  return useQueries({
    queries: OPPORTUNITY_KINDS.map((kind) => openCountQueryOptions(kind)),
    combine: (results) => OPPORTUNITY_KINDS.map((kind, index) => ({ kind, count: results[index]?.data })),
  });
}
