import { apiPaths, type User } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

function getMe(signal?: AbortSignal) {
  return apiGet<{ user: User }>(apiPaths.me, undefined, signal).then((body) => body.user);
}

/** Asked once per visit of the admin side: a revoked token answers 401 and ends the session. */
const meQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["admin", "me", token],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export function useMe(token: string) {
  return useQuery(meQueryOptions(token));
}
