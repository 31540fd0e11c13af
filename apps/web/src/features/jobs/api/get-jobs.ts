import { apiPaths, type JobPage, PAGE_SIZES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";

export interface JobListParams {
  page: number;
  /** Case-insensitive title search. */
  q?: string;
  sort?: ListSort;
}

export const jobsQueryOptions = (params: JobListParams, language: Language) =>
  queryOptions({
    ...contentQuery<JobPage>(language, ["jobs", "page", params], apiPaths.paginateJobs, {
      page: params.page,
      limit: PAGE_SIZES.jobs,
      q: params.q,
      sort: params.sort,
    }),
    placeholderData: keepPreviousData,
  });

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params, useReaderLanguage()));
}

/** The list's address (?page=&q=&sort=): what the page draws and its route fetches first. */
export const jobListAddress = listAddress({
  keys: ["q", "sort"] as const,
  allowed: { sort: LIST_SORTS },
  toParams: (page, { q, sort }): JobListParams => ({ page, q: q || undefined, sort: sortParam(sort) }),
});
