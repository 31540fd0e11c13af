import { apiPaths, type User } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../http.ts";

export const accountUserKey = ["account", "me"] as const;

/** The signed-in person as the server knows them now (verified address, organisation flags). */
export const accountUserQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...accountUserKey, token],
    queryFn: ({ signal }) => apiGet<{ user: User }>(apiPaths.me, undefined, signal).then((body) => body.user),
    // Signed out: nothing to ask (the server would answer 401).
    enabled: token !== "",
  });

export function useAccountUser(token: string) {
  return useQuery(accountUserQueryOptions(token));
}
