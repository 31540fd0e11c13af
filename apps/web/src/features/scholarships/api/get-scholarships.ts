import { apiPaths, PAGE_SIZES, type ScholarshipPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type ScholarshipListParams = OpportunityListParams<"scholarships">;

export function getScholarships({ page, ...filters }: ScholarshipListParams, signal?: AbortSignal) {
  return apiGet<ScholarshipPage>(
    apiPaths.paginateScholarships,
    { page, limit: PAGE_SIZES.scholarships, ...filters },
    signal,
  );
}

export const scholarshipsQueryOptions = (params: ScholarshipListParams) =>
  queryOptions({
    queryKey: ["scholarships", "page", params],
    queryFn: ({ signal }) => getScholarships(params, signal),
    placeholderData: keepPreviousData,
  });

export function useScholarships(params: ScholarshipListParams) {
  return useQuery(scholarshipsQueryOptions(params));
}

/** The list's address: what the page draws and its route fetches first. */
export const scholarshipListAddress = opportunityListAddress("scholarships");
