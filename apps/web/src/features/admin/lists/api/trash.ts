import {
  adminListPaths,
  type MessageResponse,
  type PaginationMeta,
  type TrashItem,
  type TrashList,
} from "@btw/contracts";
import { apiDelete, apiGet, apiPost } from "../../../../lib/http.ts";

export function getTrashPage(
  query: { page: number; limit: number; q?: string; sort?: string; list?: TrashList },
  signal?: AbortSignal,
) {
  return apiGet<{ data: TrashItem[] } & PaginationMeta>(adminListPaths.trash, query, signal);
}

export const restoreItem = (id: number) =>
  apiPost<MessageResponse & { item: TrashItem }>(`${adminListPaths.trash}/${id}/restore`);

export const purgeItem = (id: number) => apiDelete<MessageResponse>(`${adminListPaths.trash}/${id}`);
