import { apiPaths, ORIGINAL_TEXTS, type TeamMember } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

/** The whole team in display order (the API has no single-member read). */
function getTeam(signal?: AbortSignal) {
  return apiGet<{ teams: TeamMember[] }>(apiPaths.teams, { lang: ORIGINAL_TEXTS }, signal).then(
    (body) => body.teams,
  );
}

const teamQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "teams", "list"],
    queryFn: ({ signal }) => getTeam(signal),
    staleTime: 0,
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
