import { apiPaths, JOB_SUGGESTION_LIMIT, type JobPage } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useReaderLanguage } from "../../../../../lib/content-query.ts";
import { apiGet } from "../../../../../lib/http.ts";

/**
 * Up to ten distinct job titles containing the text. The search also matches organisations,
 * fields and descriptions, ranking title matches first: only titles that contain the text are offered.
 */
async function getJobSuggestions(text: string, language: Language, signal?: AbortSignal): Promise<string[]> {
  const page = await apiGet<JobPage>(
    apiPaths.paginateJobs,
    { page: 1, limit: JOB_SUGGESTION_LIMIT, q: text, lang: language },
    signal,
  );
  const wanted = text.toLocaleLowerCase();
  const titles = page.jobs
    .map((job) => job.JobTitle)
    .filter((title) => title.toLocaleLowerCase().includes(wanted));
  return [...new Set(titles)].slice(0, JOB_SUGGESTION_LIMIT);
}

export const jobSuggestionsQueryOptions = (text: string, language: Language) =>
  queryOptions({
    queryKey: ["jobs", "suggestions", text.trim().toLowerCase(), language],
    queryFn: ({ signal }) => getJobSuggestions(text.trim(), language, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useJobSuggestions(text: string, enabled: boolean) {
  return useQuery({
    ...jobSuggestionsQueryOptions(text, useReaderLanguage()),
    enabled: enabled && text.trim().length > 0,
  });
}
