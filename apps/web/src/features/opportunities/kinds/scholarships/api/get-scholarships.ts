import { apiPaths, type ScholarshipPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../../filter-address.ts";
import { LIST_PAGE_SIZE } from "../../../list-page-size.ts";

type ScholarshipListParams = OpportunityListParams<"scholarships">;

export const scholarshipsQueryOptions = (params: ScholarshipListParams, language: Language) =>
  queryOptions({
    ...contentQuery<ScholarshipPage>(
      language,
      ["scholarships", "page", params],
      apiPaths.paginateScholarships,
      {
        ...params,
        limit: LIST_PAGE_SIZE,
      },
    ),
    placeholderData: keepPreviousData,
  });

export function useScholarships(params: ScholarshipListParams) {
  return useQuery(scholarshipsQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const scholarshipListAddress = opportunityListAddress("scholarships");
