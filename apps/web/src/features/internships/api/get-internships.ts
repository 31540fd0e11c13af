import { apiPaths, INTERNSHIP_CATEGORIES, type InternshipPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";
import { LIST_PAGE_SIZE } from "../../opportunities/list-page-size.ts";

export interface InternshipListParams {
  page: number;
  category?: string;
  sort?: ListSort;
}

export function getInternships({ page, category, sort }: InternshipListParams, signal?: AbortSignal) {
  return apiGet<InternshipPage>(
    apiPaths.paginateInternships,
    { page, limit: LIST_PAGE_SIZE, category, sort },
    signal,
  );
}

export const internshipsQueryOptions = (params: InternshipListParams) =>
  queryOptions({
    queryKey: ["internships", "page", params],
    queryFn: ({ signal }) => getInternships(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInternships(params: InternshipListParams) {
  return useQuery(internshipsQueryOptions(params));
}

/** The list's address (?page=&category=&sort=): what the page draws and its route fetches first. */
export const internshipListAddress = listAddress({
  keys: ["category", "sort"] as const,
  allowed: { category: INTERNSHIP_CATEGORIES, sort: LIST_SORTS },
  toParams: (page, { category, sort }): InternshipListParams => ({
    page,
    category: category || undefined,
    sort: sortParam(sort),
  }),
});
