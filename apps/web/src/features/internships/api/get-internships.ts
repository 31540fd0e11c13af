import { apiPaths, type InternshipPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type InternshipListParams = OpportunityListParams<"internships">;

export function getInternships({ page, ...filters }: InternshipListParams, signal?: AbortSignal) {
  return apiGet<InternshipPage>(
    apiPaths.paginateInternships,
    { page, limit: PAGE_SIZES.internships, ...filters },
    signal,
  );
}

export const internshipsQueryOptions = (params: InternshipListParams) =>
  queryOptions({
    queryKey: ["internships", "page", params],
    queryFn: ({ signal }) => getInternships(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInternships(params: InternshipListParams) {
  return useQuery(internshipsQueryOptions(params));
}

/** The list's address: what the page draws and its route fetches first. */
export const internshipListAddress = opportunityListAddress("internships");
