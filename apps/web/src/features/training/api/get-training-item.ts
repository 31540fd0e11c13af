import { apiPaths, type trainingResponseSchema } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import type { Infer } from "../../../lib/types.ts";

export type TrainingResponse = Infer<typeof trainingResponseSchema>;

export function getTrainingItem(id: number, signal?: AbortSignal) {
  return apiGet<TrainingResponse>(`${apiPaths.training}/${id}`, undefined, signal);
}

export const trainingItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["training", "one", id], queryFn: ({ signal }) => getTrainingItem(id, signal) });

export function useTrainingItem(id: number) {
  return useQuery({ ...trainingItemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
