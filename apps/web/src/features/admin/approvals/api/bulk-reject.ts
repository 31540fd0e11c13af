// Rejects the ticked items of one kind with one reason; the API skips those no longer waiting.
import { adminListPaths, type BulkReject, type BulkResult, type OpportunityKind } from "@btw/contracts";
import { apiPost } from "../../../../lib/http.ts";

export const bulkReject = (kind: OpportunityKind, body: BulkReject) =>
  apiPost<BulkResult>(`${adminListPaths.bulkReject}/${kind}`, body);
