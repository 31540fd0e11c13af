import { apiPaths, TRAINING_COUNTRIES, type TrainingPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";
import { LIST_PAGE_SIZE } from "../../opportunities/list-page-size.ts";

export interface TrainingListParams {
  page: number;
  country?: string;
  sort?: ListSort;
}

export function getTraining({ page, country, sort }: TrainingListParams, signal?: AbortSignal) {
  return apiGet<TrainingPage>(
    apiPaths.paginateTraining,
    { page, limit: LIST_PAGE_SIZE, country, sort },
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

/** The list's address (?page=&country=&sort=): what the page draws and its route fetches first. */
export const trainingListAddress = listAddress({
  keys: ["country", "sort"] as const,
  allowed: { country: TRAINING_COUNTRIES, sort: LIST_SORTS },
  toParams: (page, { country, sort }): TrainingListParams => ({
    page,
    country: country || undefined,
    sort: sortParam(sort),
  }),
});
