import { type OpportunitySort, ORIGINAL_TEXTS, type PaginationMeta } from "@btw/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";
import { KINDS, type OpportunityByKind, type OpportunityKind } from "../opportunity-kinds.ts";

export type StatusFilter = "all" | "pending" | "approved" | "rejected";

interface OpportunityPageParams {
  page: number;
  limit: number;
  status: StatusFilter;
  q?: string;
  /** The API's own orders of a kind's list (contracts sortSchema); none: newest first. */
  sort?: OpportunitySort | undefined;
}

export interface OpportunityPage<K extends OpportunityKind> extends PaginationMeta {
  items: OpportunityByKind[K][];
}

/** Staff lists: `status=all` asks for every state (without it the API answers what the public sees). */
export async function getOpportunityPage<K extends OpportunityKind>(
  kind: K,
  params: OpportunityPageParams,
  signal?: AbortSignal,
): Promise<OpportunityPage<K>> {
  const body = await apiGet<Record<string, unknown> & PaginationMeta>(
    KINDS[kind].paths.paginate,
    {
      page: params.page,
      limit: params.limit,
      status: params.status,
      q: params.q?.trim() || undefined,
      sort: params.sort,
      lang: ORIGINAL_TEXTS,
    },
    signal,
  );
  const { count, totalPages, page, limit } = body;
  return { items: (body[kind] ?? []) as OpportunityByKind[K][], count, totalPages, page, limit };
}

export const opportunityPageQueryOptions = <K extends OpportunityKind>(
  kind: K,
  params: OpportunityPageParams,
) =>
  queryOptions({
    queryKey: ["admin", kind, "page", params],
    queryFn: ({ signal }) => getOpportunityPage(kind, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
