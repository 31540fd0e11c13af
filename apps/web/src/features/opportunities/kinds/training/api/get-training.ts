import { apiPaths, type TrainingPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import { type OpportunityListParams, opportunityListAddress } from "../../../filter-address.ts";
import { LIST_PAGE_SIZE } from "../../../list-page-size.ts";

type TrainingListParams = OpportunityListParams<"training">;

export const trainingQueryOptions = (params: TrainingListParams, language: Language) =>
  queryOptions({
    ...contentQuery<TrainingPage>(language, ["training", "page", params], apiPaths.paginateTraining, {
      ...params,
      limit: LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

export function useTraining(params: TrainingListParams) {
  return useQuery(trainingQueryOptions(params, useReaderLanguage()));
}

/** The list's address: what the page draws and its route fetches first. */
export const trainingListAddress = opportunityListAddress("training");
