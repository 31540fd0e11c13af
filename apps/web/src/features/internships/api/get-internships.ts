import { apiPaths, INTERNSHIP_CATEGORIES, type InternshipPage, PAGE_SIZES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";

export interface InternshipListParams {
  page: number;
  category?: string;
  sort?: ListSort;
}

export const internshipsQueryOptions = (params: InternshipListParams, language: Language) =>
  queryOptions({
    ...contentQuery<InternshipPage>(language, ["internships", "page", params], apiPaths.paginateInternships, {
      page: params.page,
      limit: PAGE_SIZES.internships,
      category: params.category,
      sort: params.sort,
    }),
    placeholderData: keepPreviousData,
  });

export function useInternships(params: InternshipListParams) {
  return useQuery(internshipsQueryOptions(params, useReaderLanguage()));
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
