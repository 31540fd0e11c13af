import { apiPaths, PAGE_SIZES, type TrainingPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../opportunities/filter-address.ts";

export type TrainingListParams = OpportunityListParams<"training">;

export const trainingQueryOptions = (params: TrainingListParams, language: Language) =>
  queryOptions({
    ...contentQuery<TrainingPage>(language, ["training", "page", params], apiPaths.paginateTraining, {
      ...params,
      limit: PAGE_SIZES.training,
    }),
    placeholderData: keepPreviousData,
  });

export function useTraining(params: TrainingListParams) {
  return useQuery(trainingQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const trainingListAddress = opportunityListAddress("training");
