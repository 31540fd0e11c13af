import { apiPaths, type jobResponseSchema } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import type { Infer } from "../../../lib/types.ts";

export type JobResponse = Infer<typeof jobResponseSchema>;

export function getJob(id: number, signal?: AbortSignal) {
  return apiGet<JobResponse>(`${apiPaths.jobs}/${id}`, undefined, signal);
}

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["jobs", "one", id], queryFn: ({ signal }) => getJob(id, signal) });

export function useJob(id: number) {
  return useQuery({ ...jobQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
