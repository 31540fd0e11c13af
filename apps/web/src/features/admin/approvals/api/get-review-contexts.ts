import { apiPaths, type OpportunityKind, type ReviewContext } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

/** Who sent each waiting item and its history (one request for a page of the queue). */
function getReviewContexts(kind: OpportunityKind, ids: readonly number[], signal?: AbortSignal) {
  return apiGet<{ contexts: ReviewContext[] }>(apiPaths.reviewContext, { kind, ids: ids.join(",") }, signal);
}

const reviewContextsQueryOptions = (kind: OpportunityKind, ids: readonly number[]) =>
  queryOptions({
    // The kind's own key prefix: a review or edit of that kind refreshes it with the lists.
    queryKey: ["admin", kind, "review-context", [...ids]],
    queryFn: async ({ signal }) => {
      const { contexts } = await getReviewContexts(kind, ids, signal);
      return new Map(contexts.map((context) => [context.id, context]));
    },
    enabled: ids.length > 0,
  });

export function useReviewContexts(kind: OpportunityKind, ids: readonly number[]) {
  return useQuery(reviewContextsQueryOptions(kind, ids));
}
