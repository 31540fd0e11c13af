import { apiPaths, FIELDS_OF_STUDY, PAGE_SIZES, type ScholarshipPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";

export interface ScholarshipListParams {
  page: number;
  fieldOfStudy?: string;
  sort?: ListSort;
}

export const scholarshipsQueryOptions = (params: ScholarshipListParams, language: Language) =>
  queryOptions({
    ...contentQuery<ScholarshipPage>(
      language,
      ["scholarships", "page", params],
      apiPaths.paginateScholarships,
      {
        page: params.page,
        limit: PAGE_SIZES.scholarships,
        fieldOfStudy: params.fieldOfStudy,
        sort: params.sort,
      },
    ),
    placeholderData: keepPreviousData,
  });

export function useScholarships(params: ScholarshipListParams) {
  return useQuery(scholarshipsQueryOptions(params, useReaderLanguage()));
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
