import { OPPORTUNITY_KIND_INFO, OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

/**
 * How many approved, open items a kind's public list holds: the `count` of its unfiltered first page,
 * asked for with one item (the lists' own pages hold a dozen, which the figures do not need, and
 * which every list page and the home page would otherwise carry in their HTML for four kinds).
 */
export const openCountQueryOptions = (kind: OpportunityKind) =>
  queryOptions({
    queryKey: [kind, "open-count"],
    queryFn: async ({ signal }) => {
      const page = await apiGet<{ count: number }>(
        OPPORTUNITY_KIND_INFO[kind].paths.paginate,
        { page: 1, limit: 1 },
        signal,
      );
      return { count: page.count };
    },
  });

interface OpenCount {
  kind: OpportunityKind;
  /** Undefined while loading or when the list could not be read: show no figure rather than a guess. */
  count: number | undefined;
}

/** The live size of every kind's public list, in the registry's order. */
export function useOpenCounts(): OpenCount[] {
  return useQueries({
    queries: OPPORTUNITY_KINDS.map(openCountQueryOptions),
    combine: (results) =>
      OPPORTUNITY_KINDS.map((kind, index) => ({ kind, count: results[index]?.data?.count })),
  });
}
