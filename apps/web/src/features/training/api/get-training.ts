import { apiPaths, PAGE_SIZES, type TrainingPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export interface TrainingListParams {
  page: number;
  country?: string;
}

export function getTraining({ page, country }: TrainingListParams, signal?: AbortSignal) {
  return apiGet<TrainingPage>(
    apiPaths.paginateTraining,
    { page, limit: PAGE_SIZES.training, country },
    signal,
  );
}

export const trainingQueryOptions = (params: TrainingListParams) =>
  queryOptions({
    queryKey: ["training", "page", params],
    queryFn: ({ signal }) => getTraining(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTraining(params: TrainingListParams) {
  return useQuery(trainingQueryOptions(params));
}
