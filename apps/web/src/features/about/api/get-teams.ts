import { apiPaths, type TeamMember } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/http.ts";

export function getTeams(signal?: AbortSignal) {
  return apiGet<{ teams: TeamMember[] }>(apiPaths.teams, undefined, signal);
}

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: ["teams"], queryFn: ({ signal }) => getTeams(signal), staleTime: 5 * 60_000 });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
