import { apiPaths, type trainingResponseSchema } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import type { Infer } from "../../../../../lib/types.ts";

type TrainingResponse = Infer<typeof trainingResponseSchema>;

export const trainingItemQueryOptions = (id: number, language: Language) =>
  queryOptions(
    contentQuery<TrainingResponse>(language, ["training", "one", id], `${apiPaths.training}/${id}`),
  );

export function useTrainingItem(id: number) {
  return useQuery({
    ...trainingItemQueryOptions(id, useReaderLanguage()),
    enabled: Number.isInteger(id) && id > 0,
  });
}
