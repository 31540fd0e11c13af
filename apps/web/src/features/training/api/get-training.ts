import { apiPaths, PAGE_SIZES, type TrainingPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type TrainingListParams = OpportunityListParams<"training">;

export function getTraining({ page, ...filters }: TrainingListParams, signal?: AbortSignal) {
  return apiGet<TrainingPage>(
    apiPaths.paginateTraining,
    { page, limit: PAGE_SIZES.training, ...filters },
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

/** The list's address: what the page draws and its route fetches first. */
export const trainingListAddress = opportunityListAddress("training");
