// Sorting and searching of admin lists, from the allow-listed `sort` keys in contracts
// (ADMIN_LIST_SORTS) and the search text the query schema has already checked.
import { escapeLike } from "../lib/like-pattern.ts";

type Direction = "asc" | "desc";

/**
 * Prisma's orderBy for a `sort` value ("title" or "-title"), with the id as a tie-breaker so pages
 * never repeat or skip a row. The key is already one of the list's allow-list (zod refused others).
 */
export function orderByFor(sort: string): Array<Record<string, Direction>> {
  const descending = sort.startsWith("-");
  const key = descending ? sort.slice(1) : sort;
  const direction: Direction = descending ? "desc" : "asc";
  return key === "id" ? [{ id: direction }] : [{ [key]: direction }, { id: direction }];
}

/** A case-insensitive "contains" on any of the fields; nothing when there is no search text. */
export function searchWhere<F extends string>(
  q: string | undefined,
  fields: readonly F[],
): { OR?: Array<Record<F, { contains: string; mode: "insensitive" }>> } {
  if (!q) return {};
  return {
    OR: fields.map(
      (field) =>
        ({ [field]: { contains: escapeLike(q), mode: "insensitive" } }) as Record<
          F,
          { contains: string; mode: "insensitive" }
        >,
    ),
  };
}

/** The list query of an inbox (feedback, contact messages, resumes). */
export interface InboxQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  sort: string;
  read?: "all" | "unread" | "read";
}

function readWhere(read: InboxQuery["read"]) {
  if (read === "unread") return { readAt: null };
  if (read === "read") return { readAt: { not: null } };
  return {};
}

/** An inbox's filter: the search text on any of the fields, and read or unread. */
export function inboxWhere<F extends string>(query: InboxQuery, fields: readonly F[]) {
  return { ...searchWhere(query.q, fields), ...readWhere(query.read) };
}
