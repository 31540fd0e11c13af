import { apiPaths, type userPageSchema } from "@btw/contracts";
import { apiGet, type Query } from "../../../../lib/http.ts";
import type { Infer } from "../../../../lib/types.ts";

/** Accounts, newest first, by role and a name or email search (admins only). */
export function getUserPage(query: Query, signal?: AbortSignal) {
  return apiGet<Infer<typeof userPageSchema>>(apiPaths.users, query, signal);
}
