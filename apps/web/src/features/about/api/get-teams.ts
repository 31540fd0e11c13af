import { apiPaths, type TeamMember } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../lib/content-query.ts";

export const teamsQueryOptions = (language: Language) =>
  queryOptions({
    ...contentQuery<{ teams: TeamMember[] }>(language, ["teams"], apiPaths.teams),
    staleTime: 5 * 60_000,
  });

export function useTeams() {
  return useQuery(teamsQueryOptions(useReaderLanguage()));
}
