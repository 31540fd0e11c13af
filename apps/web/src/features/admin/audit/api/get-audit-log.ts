import { type AuditEntry, apiPaths, type PaginationMeta } from "@btw/contracts";
import { apiGet, type Query } from "../../../../lib/http.ts";

/** Newest first; `entity` narrows to one kind of record, `q` searches summaries, numbers and names. */
export function getAuditLogPage(query: Query, signal?: AbortSignal) {
  return apiGet<{ entries: AuditEntry[] } & PaginationMeta>(apiPaths.auditLog, query, signal);
}
