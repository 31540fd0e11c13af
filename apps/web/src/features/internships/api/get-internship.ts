import { apiPaths, type internshipResponseSchema } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import type { Infer } from "../../../lib/types.ts";

export type InternshipResponse = Infer<typeof internshipResponseSchema>;

export function getInternship(id: number, signal?: AbortSignal) {
  return apiGet<InternshipResponse>(`${apiPaths.internships}/${id}`, undefined, signal);
}

export const internshipQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["internships", "one", id], queryFn: ({ signal }) => getInternship(id, signal) });

export function useInternship(id: number) {
  return useQuery({ ...internshipQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
