import { apiPaths, type ClosingSoonItem } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentQuery, useReaderLanguage } from "../../../../lib/content-query.ts";

/** How many the home page shows. */
export const CLOSING_SOON_SHOWN = 6;

/** Open listings of every kind whose deadline is within CLOSING_SOON_DAYS, soonest first. */
export const closingSoonQueryOptions = (limit: number, language: Language) =>
  queryOptions(
    contentQuery<{ closingSoon: ClosingSoonItem[] }>(
      language,
      ["closing-soon", limit],
      apiPaths.closingSoon,
      {
        limit,
      },
    ),
  );

export function useClosingSoon(limit: number) {
  return useQuery(closingSoonQueryOptions(limit, useReaderLanguage()));
}
