import { apiPaths, type scholarshipResponseSchema } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import type { Infer } from "../../../lib/types.ts";

export type ScholarshipResponse = Infer<typeof scholarshipResponseSchema>;

export function getScholarship(id: number, signal?: AbortSignal) {
  return apiGet<ScholarshipResponse>(`${apiPaths.scholarships}/${id}`, undefined, signal);
}

export const scholarshipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["scholarships", "one", id],
    queryFn: ({ signal }) => getScholarship(id, signal),
  });

export function useScholarship(id: number) {
  return useQuery({ ...scholarshipQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
