import { apiPaths, type ClosingSoonItem } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

/** How many the home page shows. */
export const CLOSING_SOON_SHOWN = 6;

/** Open listings of every kind whose deadline is within CLOSING_SOON_DAYS, soonest first. */
export function getClosingSoon(limit: number, signal?: AbortSignal) {
  return apiGet<{ closingSoon: ClosingSoonItem[] }>(apiPaths.closingSoon, { limit }, signal);
}

export const closingSoonQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ["closing-soon", limit],
    queryFn: ({ signal }) => getClosingSoon(limit, signal),
  });

export function useClosingSoon(limit: number) {
  return useQuery(closingSoonQueryOptions(limit));
}
