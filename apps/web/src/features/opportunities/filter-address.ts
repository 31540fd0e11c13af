// A kind's filters in its list page's address (contracts' OPPORTUNITY_FILTERS): the address keys,
// their allowed values, and the API parameters they become.
import {
  type FilterParam,
  filtersOf,
  filterValues,
  OPPORTUNITY_FILTERS,
  type OpportunityKind,
} from "@btw/contracts";
import { listAddress } from "../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../lib/list-sort.ts";

/** The API's filter parameters of a kind, each a chosen value or absent. */
export type FilterParams<K extends OpportunityKind> = Partial<Record<FilterParam<K>, string>>;

/** A kind's filters' keys in the address, in the filter bar's order. */
const filterKeys = (kind: OpportunityKind): string[] => filtersOf(kind).map(([, filter]) => filter.urlKey);

/** Each filter's address key and the values it may take (anything else is ignored). */
const filterAllowed = (kind: OpportunityKind): Record<string, readonly string[]> =>
  Object.fromEntries(filtersOf(kind).map(([, filter]) => [filter.urlKey, filterValues(filter)]));

/** The API parameters of the filters the address names. */
function filterParams<K extends OpportunityKind>(kind: K, filters: Record<string, string>): FilterParams<K> {
  const params: Record<string, string> = {};
  for (const [param, filter] of Object.entries(OPPORTUNITY_FILTERS[kind]) as Array<
    [string, { urlKey: string }]
  >) {
    const value = filters[filter.urlKey];
    if (value) params[param] = value;
  }
  return params as FilterParams<K>;
}

/** A public list's API parameters: the page, its filters, the search and the order. */
export type OpportunityListParams<K extends OpportunityKind> = FilterParams<K> & {
  page: number;
  q?: string;
  sort?: ListSort;
};

/** A kind's list address (?page=&<filters>&q=&sort=): what the page draws and its route fetches first. */
export const opportunityListAddress = <K extends OpportunityKind>(kind: K) =>
  listAddress({
    keys: [...filterKeys(kind), "q", "sort"],
    allowed: { ...filterAllowed(kind), sort: LIST_SORTS },
    toParams: (page, { q, sort, ...filters }): OpportunityListParams<K> => ({
      page,
      ...filterParams(kind, filters),
      q: q || undefined,
      sort: sortParam(sort ?? ""),
    }),
  });

/** What the counts beside the filters depend on: the filters, the search and the closing-soon window, not the page. */
export const countParamsOf = <K extends OpportunityKind>({
  page: _page,
  sort,
  ...params
}: OpportunityListParams<K>): FilterParams<K> & { q?: string; sort?: "closing-soon" } => ({
  ...(params as FilterParams<K> & { q?: string }),
  // The one order that narrows the list (to its window) narrows the counts too.
  ...(sort === "closing-soon" ? { sort } : {}),
});

/** Whether a filter or a search narrows the list. */
export const isFiltered = <K extends OpportunityKind>(params: OpportunityListParams<K>): boolean =>
  Object.values(countParamsOf(params)).some(Boolean);
