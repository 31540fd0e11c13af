import { apiPaths, type InternshipPage, PAGE_SIZES } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

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
