import { apiPaths, type JobPage, PAGE_SIZES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type JobListParams = OpportunityListParams<"jobs">;

export const jobsQueryOptions = (params: JobListParams, language: Language) =>
  queryOptions({
    ...contentQuery<JobPage>(language, ["jobs", "page", params], apiPaths.paginateJobs, {
      ...params,
      limit: PAGE_SIZES.jobs,
    }),
    placeholderData: keepPreviousData,
  });

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const jobListAddress = opportunityListAddress("jobs");
