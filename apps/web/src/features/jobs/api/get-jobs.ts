import { apiPaths, type JobPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";

export interface JobListParams {
  page: number;
  /** Case-insensitive title search. */
  q?: string;
}

export function getJobs({ page, q }: JobListParams, signal?: AbortSignal) {
  return apiGet<JobPage>(apiPaths.paginateJobs, { page, limit: PAGE_SIZES.jobs, q }, signal);
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

/** The list's address (?page=&q=): what the page draws and its route fetches first. */
export const jobListAddress = listAddress({
  keys: ["q"] as const,
  allowed: {},
  toParams: (page, { q }): JobListParams => ({ page, q: q || undefined }),
});
