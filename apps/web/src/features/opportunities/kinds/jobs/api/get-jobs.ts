import { apiPaths, type JobPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../../filter-address.ts";
import { LIST_PAGE_SIZE } from "../../../list-page-size.ts";

type JobListParams = OpportunityListParams<"jobs">;

export const jobsQueryOptions = (params: JobListParams, language: Language) =>
  queryOptions({
    ...contentQuery<JobPage>(language, ["jobs", "page", params], apiPaths.paginateJobs, {
      ...params,
      limit: LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const jobListAddress = opportunityListAddress("jobs");
