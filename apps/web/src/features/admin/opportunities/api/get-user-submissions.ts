import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";
import { KINDS, type OpportunityByKind, type OpportunityKind } from "../opportunity-kinds.ts";

/** One user's own submissions of a kind, every status, newest first (the `users-*` history routes). */
async function getUserSubmissions<K extends OpportunityKind>(
  kind: K,
  userId: number,
  paging: { page: number; limit: number },
  signal?: AbortSignal,
) {
  const body = await apiGet<Record<string, unknown>>(
    `${KINDS[kind].paths.userHistory}/${userId}`,
    paging,
    signal,
  );
  return (body[kind] ?? []) as OpportunityByKind[K][];
}

const userSubmissionsQueryOptions = <K extends OpportunityKind>(
  kind: K,
  userId: number,
  paging: { page: number; limit: number },
) =>
  queryOptions({
    queryKey: ["admin", "submissions", kind, userId, paging],
    queryFn: ({ signal }) => getUserSubmissions(kind, userId, paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUserSubmissions<K extends OpportunityKind>(
  kind: K,
  userId: number,
  paging: { page: number; limit: number },
) {
  return useQuery(userSubmissionsQueryOptions(kind, userId, paging));
}
