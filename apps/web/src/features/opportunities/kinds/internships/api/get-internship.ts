import { apiPaths, type internshipResponseSchema } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../../lib/content-query.ts";
import type { Infer } from "../../../../../lib/types.ts";

type InternshipResponse = Infer<typeof internshipResponseSchema>;

export const internshipQueryOptions = (id: number, language: Language) =>
  queryOptions(
    contentQuery<InternshipResponse>(language, ["internships", "one", id], `${apiPaths.internships}/${id}`),
  );

export function useInternship(id: number) {
  return useQuery({
    ...internshipQueryOptions(id, useReaderLanguage()),
    enabled: Number.isInteger(id) && id > 0,
  });
}
