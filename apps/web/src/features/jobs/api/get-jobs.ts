import { apiPaths, type JobPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

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
