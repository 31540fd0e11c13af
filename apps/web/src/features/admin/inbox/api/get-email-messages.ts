import { type EmailMessagePage, emailMessagePaths } from "@btw/contracts";
import { apiGet, type Query } from "../../../../lib/http.ts";

/** The mail log: every email the app sends, filtered by delivery state and searched. */
export function getEmailMessagePage(query: Query, signal?: AbortSignal) {
  return apiGet<EmailMessagePage>(emailMessagePaths.list, query, signal);
}
