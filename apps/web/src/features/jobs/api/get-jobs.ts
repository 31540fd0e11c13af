import { apiPaths, type JobPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";
import { LIST_PAGE_SIZE } from "../../opportunities/list-page-size.ts";

export interface JobListParams {
  page: number;
  /** Case-insensitive title search. */
  q?: string;
  sort?: ListSort;
}

export function getJobs({ page, q, sort }: JobListParams, signal?: AbortSignal) {
  return apiGet<JobPage>(apiPaths.paginateJobs, { page, limit: LIST_PAGE_SIZE, q, sort }, signal);
}

export const jobsQueryOptions = (params: JobListParams) =>
  queryOptions({
    queryKey: ["jobs", "page", params],
    queryFn: ({ signal }) => getJobs(params, signal),
    placeholderData: keepPreviousData,
  });

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params));
}

/** The list's address (?page=&q=&sort=): what the page draws and its route fetches first. */
export const jobListAddress = listAddress({
  keys: ["q", "sort"] as const,
  allowed: { sort: LIST_SORTS },
  toParams: (page, { q, sort }): JobListParams => ({ page, q: q || undefined, sort: sortParam(sort) }),
});
