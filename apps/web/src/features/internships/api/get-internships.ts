import { apiPaths, INTERNSHIP_CATEGORIES, type InternshipPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";

export interface InternshipListParams {
  page: number;
  category?: string;
}

export function getInternships({ page, category }: InternshipListParams, signal?: AbortSignal) {
  return apiGet<InternshipPage>(
    apiPaths.paginateInternships,
    { page, limit: PAGE_SIZES.internships, category },
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

/** The list's address (?page=&category=): what the page draws and its route fetches first. */
export const internshipListAddress = listAddress({
  keys: ["category"] as const,
  allowed: { category: INTERNSHIP_CATEGORIES },
  toParams: (page, { category }): InternshipListParams => ({ page, category: category || undefined }),
});
