// Filtering, counting and paging in PostgreSQL. Values always travel as parameters of Prisma.sql;
// only the kind's own constant identifiers (table, title column) are spliced in with Prisma.raw.
//
// Speed at 100k rows comes from three things:
//  - a deferred join: the page's ids are picked with OFFSET on the narrow (status, createdAt, id)
//    index, and only those few full rows are read;
//  - pages past the middle are picked by walking the same index backwards from the end, so the
//    last page costs what the first does (needs the count, which the page answer carries anyway);
//  - count(*) on the same conditions, which PostgreSQL answers from the index (index-only scan).
import type { ApprovalStatus } from "@btw/contracts";
import { type Database, Prisma } from "@btw/db";
import { containsPattern } from "../lib/like-pattern.ts";

export type Visibility =
  /** What the public sees: approved, not hidden, and the deadline day not yet over (or no deadline). */
  | { kind: "public" }
  | { kind: "status"; status: ApprovalStatus }
  | { kind: "any" }
  | { kind: "creator"; userId: number };

/** The row orders of a list (listing-state.ts maps the query's `sort` to one). */
export type Sort = "newest" | "oldest" | "deadline" | "deadline-desc" | "title" | "title-desc";

export interface SortOrder {
  forward: Prisma.Sql;
  /** The exact reverse, to walk from the end. */
  backward: Prisma.Sql;
}

/**
 * The ORDER BY of `sort`, ties broken by id. Both deadline orders put undated items last; `title` is
 * the kind's title column (a constant identifier). Each has an index of its own (see migrations).
 */
export function sortOrder(sort: Sort, title: Prisma.Sql): SortOrder {
  switch (sort) {
    case "newest":
      return {
        forward: Prisma.sql`"createdAt" DESC, id DESC`,
        backward: Prisma.sql`"createdAt" ASC, id ASC`,
      };
    case "oldest":
      return {
        forward: Prisma.sql`"createdAt" ASC, id ASC`,
        backward: Prisma.sql`"createdAt" DESC, id DESC`,
      };
    case "deadline":
      return {
        forward: Prisma.sql`deadline ASC NULLS LAST, id ASC`,
        backward: Prisma.sql`deadline DESC NULLS FIRST, id DESC`,
      };
    case "deadline-desc":
      return {
        forward: Prisma.sql`deadline DESC NULLS LAST, id DESC`,
        backward: Prisma.sql`deadline ASC NULLS FIRST, id ASC`,
      };
    case "title":
      return { forward: Prisma.sql`${title} ASC, id ASC`, backward: Prisma.sql`${title} DESC, id DESC` };
    case "title-desc":
      return { forward: Prisma.sql`${title} DESC, id DESC`, backward: Prisma.sql`${title} ASC, id ASC` };
  }
}

// A deadline is a day: the item stays listed until that day is over. Columns hold UTC wall-clock
// time (timestamp without time zone), so "today" is taken in UTC whatever the session's zone.
const OPEN = Prisma.sql`(deadline IS NULL OR deadline >= date_trunc('day', now() AT TIME ZONE 'UTC'))`;

function visibilityCondition(visibility: Visibility): Prisma.Sql | undefined {
  switch (visibility.kind) {
    case "public":
      return Prisma.sql`status = 'approved' AND "hiddenAt" IS NULL AND ${OPEN}`;
    case "status":
      return Prisma.sql`status = ${visibility.status}::"ApprovalStatus"`;
    case "creator":
      return Prisma.sql`"createdById" = ${visibility.userId}`;
    case "any":
      return undefined;
  }
}

/** The conditions of a list: who may see which rows, then the request's filters. */
export function listConditions(visibility: Visibility, filters: Prisma.Sql[]): Prisma.Sql[] {
  return [visibilityCondition(visibility), ...filters].filter((c): c is Prisma.Sql => c !== undefined);
}

export function whereClause(visibility: Visibility, filters: Prisma.Sql[]): Prisma.Sql {
  const conditions = listConditions(visibility, filters);
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** The user's text, case-insensitively and literally, anywhere in `text`. */
export function textContains(text: Prisma.Sql, search: string): Prisma.Sql {
  return Prisma.sql`${text} ILIKE ${containsPattern(search)}`;
}

/** `column` (a text[]) holds `value`: answered by the column's GIN index. */
export function listContains(column: Prisma.Sql, value: string): Prisma.Sql {
  return Prisma.sql`${column} @> ARRAY[${value}]::text[]`;
}

export async function countRows(db: Database, table: Prisma.Sql, where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<
    Array<{ count: number }>
  >`SELECT count(*)::int AS count FROM ${table} ${where}`;
  return row?.count ?? 0;
}

export interface PageWindow {
  offset: number;
  take: number;
  /** Walk the order backwards from the end (for pages past the middle). */
  fromEnd: boolean;
}

/** Which rows page `page` holds; undefined past the end. */
export function pageWindow(count: number, page: number, limit: number): PageWindow | undefined {
  const offset = (page - 1) * limit;
  if (offset >= count) return undefined;
  const take = Math.min(limit, count - offset);
  const remaining = count - offset - take;
  return remaining < offset ? { offset: remaining, take, fromEnd: true } : { offset, take, fromEnd: false };
}

/** The rows of one window, in forward `order`. */
export function fetchWindow<Row>(
  db: Database,
  table: Prisma.Sql,
  where: Prisma.Sql,
  order: SortOrder,
  window: PageWindow,
): Promise<Row[]> {
  const pick = window.fromEnd ? order.backward : order.forward;
  return db.$queryRaw<Row[]>`
    SELECT t.* FROM ${table} AS t
    WHERE t.id IN (SELECT id FROM ${table} ${where} ORDER BY ${pick} LIMIT ${window.take} OFFSET ${window.offset})
    ORDER BY ${order.forward}`;
}
