import { apiPaths, type scholarshipResponseSchema } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import type { Infer } from "../../../../../lib/types.ts";

type ScholarshipResponse = Infer<typeof scholarshipResponseSchema>;

export const scholarshipQueryOptions = (id: number, language: Language) =>
  queryOptions(
    contentQuery<ScholarshipResponse>(
      language,
      ["scholarships", "one", id],
      `${apiPaths.scholarships}/${id}`,
    ),
  );

export function useScholarship(id: number) {
  return useQuery({
    ...scholarshipQueryOptions(id, useReaderLanguage()),
    enabled: Number.isInteger(id) && id > 0,
  });
}
