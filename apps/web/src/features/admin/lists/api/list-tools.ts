// The console's list tools in the API: bulk delete and approve, read/unread, the searched content
// lists. Each write refreshes the lists it changes (their cache keys are ["admin", <list>]).
import {
  type AdminContentList,
  type adminContentPageSchemas,
  adminListPaths,
  apiPaths,
  type BulkResult,
  type MessageResponse,
  type OpportunityKind,
  type TrashList,
} from "@btw/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut, type Query } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";
import type { PageRequest, PageResult } from "../../components/server-table.tsx";

export function refreshList(queryClient: QueryClient, list: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", list] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "statistics"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "trash"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "notices"] }),
  ]);
}

export const bulkDelete = (list: TrashList, ids: number[]) =>
  apiPost<BulkResult>(`${adminListPaths.bulkDelete}/${list}`, { ids });

export const bulkApprove = (kind: OpportunityKind, ids: number[]) =>
  apiPost<BulkResult>(`${adminListPaths.bulkApprove}/${kind}`, { ids });

export type Inbox = "feedbacks" | "contactMessages" | "resumes";
const INBOX_PATHS: Record<Inbox, string> = {
  feedbacks: apiPaths.feedbacks,
  contactMessages: apiPaths.contactMessages,
  resumes: apiPaths.resumes,
};

export const setRead = (inbox: Inbox, id: number, read: boolean) =>
  apiPut<MessageResponse>(`${INBOX_PATHS[inbox]}/${id}/read`, { read });

export type ContentRow<L extends AdminContentList> = Infer<
  (typeof adminContentPageSchemas)[L]
>["data"][number];

/** One page of a content list, searched and sorted by the API. */
export async function getContentPage<L extends AdminContentList>(
  list: L,
  request: PageRequest,
  signal?: AbortSignal,
  extra: Query = {},
): Promise<PageResult<ContentRow<L>>> {
  const body = await apiGet<Infer<(typeof adminContentPageSchemas)[L]>>(
    `${adminListPaths.contentList}/${list}`,
    { page: request.page, limit: request.limit, q: request.q || undefined, sort: request.sort, ...extra },
    signal,
  );
  return { rows: body.data as ContentRow<L>[], count: body.count, totalPages: body.totalPages };
}
