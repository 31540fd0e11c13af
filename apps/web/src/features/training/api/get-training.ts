import { apiPaths, PAGE_SIZES, TRAINING_COUNTRIES, type TrainingPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { listAddress } from "../../../lib/list-address.ts";
import { LIST_SORTS, type ListSort, sortParam } from "../../../lib/list-sort.ts";

export interface TrainingListParams {
  page: number;
  country?: string;
  sort?: ListSort;
}

export const trainingQueryOptions = (params: TrainingListParams, language: Language) =>
  queryOptions({
    ...contentQuery<TrainingPage>(language, ["training", "page", params], apiPaths.paginateTraining, {
      page: params.page,
      limit: PAGE_SIZES.training,
      country: params.country,
      sort: params.sort,
    }),
    placeholderData: keepPreviousData,
  });

export function useTraining(params: TrainingListParams) {
  return useQuery(trainingQueryOptions(params, useReaderLanguage()));
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
