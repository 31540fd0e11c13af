import { apiPaths, type JobPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type JobListParams = OpportunityListParams<"jobs">;

export function getJobs({ page, ...filters }: JobListParams, signal?: AbortSignal) {
  return apiGet<JobPage>(apiPaths.paginateJobs, { page, limit: PAGE_SIZES.jobs, ...filters }, signal);
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

/** The list's address: what the page draws and its route fetches first. */
export const jobListAddress = opportunityListAddress("jobs");
