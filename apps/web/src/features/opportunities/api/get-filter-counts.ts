import { type FilterCounts, OPPORTUNITY_KIND_INFO, type OpportunityKind } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import type { FilterParams } from "../filter-address.ts";

/** What the counts depend on: the filters, the search and the closing-soon window (countParamsOf). */
type FilterCountParams<K extends OpportunityKind> = FilterParams<K> & { q?: string; sort?: "closing-soon" };

function getFilterCounts<K extends OpportunityKind>(
  kind: K,
  params: FilterCountParams<K>,
  signal?: AbortSignal,
) {
  return apiGet<FilterCounts<K>>(OPPORTUNITY_KIND_INFO[kind].paths.filterCounts, params, signal);
}

export const filterCountsQueryOptions = <K extends OpportunityKind>(kind: K, params: FilterCountParams<K>) =>
  queryOptions({
    queryKey: [kind, "filter-counts", params],
    queryFn: ({ signal }) => getFilterCounts(kind, params, signal),
    placeholderData: keepPreviousData,
  });

/** How many open items each option of the kind's filters would list. */
export function useFilterCounts<K extends OpportunityKind>(kind: K, params: FilterCountParams<K>) {
  return useQuery(filterCountsQueryOptions(kind, params));
}
