import { apiPaths, type jobResponseSchema } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import type { Infer } from "../../../../../lib/types.ts";

type JobResponse = Infer<typeof jobResponseSchema>;

export const jobQueryOptions = (id: number, language: Language) =>
  queryOptions(contentQuery<JobResponse>(language, ["jobs", "one", id], `${apiPaths.jobs}/${id}`));

export function useJob(id: number) {
  return useQuery({ ...jobQueryOptions(id, useReaderLanguage()), enabled: Number.isInteger(id) && id > 0 });
}
