import { apiPaths, type InternshipPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../../filter-address.ts";
import { LIST_PAGE_SIZE } from "../../../list-page-size.ts";

type InternshipListParams = OpportunityListParams<"internships">;

export const internshipsQueryOptions = (params: InternshipListParams, language: Language) =>
  queryOptions({
    ...contentQuery<InternshipPage>(language, ["internships", "page", params], apiPaths.paginateInternships, {
      ...params,
      limit: LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

export function useInternships(params: InternshipListParams) {
  return useQuery(internshipsQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const internshipListAddress = opportunityListAddress("internships");
