import { apiPaths, FIELDS_OF_STUDY, type ScholarshipPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";
import { LIST_PAGE_SIZE } from "../../opportunities/list-page-size.ts";

export interface ScholarshipListParams {
  page: number;
  fieldOfStudy?: string;
  sort?: ListSort;
}

export function getScholarships({ page, fieldOfStudy, sort }: ScholarshipListParams, signal?: AbortSignal) {
  return apiGet<ScholarshipPage>(
    apiPaths.paginateScholarships,
    { page, limit: LIST_PAGE_SIZE, fieldOfStudy, sort },
    signal,
  );
}

export const scholarshipsQueryOptions = (params: ScholarshipListParams) =>
  queryOptions({
    queryKey: ["scholarships", "page", params],
    queryFn: ({ signal }) => getScholarships(params, signal),
    placeholderData: keepPreviousData,
  });

export function useScholarships(params: ScholarshipListParams) {
  return useQuery(scholarshipsQueryOptions(params));
}

/** The list's address (?page=&field=&sort=): what the page draws and its route fetches first. */
export const scholarshipListAddress = listAddress({
  keys: ["field", "sort"] as const,
  allowed: { field: FIELDS_OF_STUDY, sort: LIST_SORTS },
  toParams: (page, { field, sort }): ScholarshipListParams => ({
    page,
    fieldOfStudy: field || undefined,
    sort: sortParam(sort),
  }),
});
