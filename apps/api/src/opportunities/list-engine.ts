// The one place that decides how an opportunity list is read (docs/decisions/0022-one-list-engine.md):
// who sees which rows, the kind's filters (its `filters`, one line each), the sort, the page and
// the count, as one statement over PostgreSQL's own indexes (the page and its count together); a
// search (`q`) through opportunity-search.ts. Nothing is kept between requests: answers carry ETag and Cache-Control,
// and a caching proxy keeps them (deploy/nginx/).
//
// The public's lists stop at LIST_RESULT_CAP results: pages past it are empty and the count says
// "1,000+" (countCapped), so no page costs more than an OFFSET of 1,000 on an index and no count
// more than 1,001 index entries, whatever the list's length. Staff lists are exact.
import type { OpportunityKind as OpportunityKindName, OpportunitySort } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { CLOSING_SOON } from "./listing-state.ts";
import type {
  ListFilter,
  OpportunityKind,
  OpportunityPageQuery,
  OpportunityRow,
} from "./opportunity-kind.ts";
import { searchCondition, searchList, searchWords } from "./opportunity-search.ts";
import {
  filterCondition,
  nameColumn,
  type Visibility,
  visibilityCondition,
  whereClause,
} from "./opportunity-sql.ts";
import { type ListRead, readPageAndCount } from "./page-and-count.ts";

/** The most results a public list or any search reaches ("refine your search" beyond). */
const LIST_RESULT_CAP = 1000;
/** The most open items the counts beside the filters' options read: beyond, each count is a floor. */
export const FILTER_COUNT_CAP = 10 * LIST_RESULT_CAP;

/** The query's values of the kind's filters, each a condition; a filter not asked for is none. */
function askedFilters(filters: Record<string, ListFilter>, query: object) {
  const values = query as Record<string, unknown>;
  return Object.entries(filters).flatMap(([param, filter]) => {
    const value = values[param];
    return typeof value === "string" && value !== "" ? [{ param, filter, value }] : [];
  });
}

/**
 * The kind's filters asked for in `values` (a list's query, an alert's choices) as SQL conditions:
 * the same meaning wherever a filter applies.
 */
export function filterConditions(
  // biome-ignore lint/suspicious/noExplicitAny: one engine for kinds of different row and input types
  kind: OpportunityKind<OpportunityRow, any, any, any>,
  values: object,
): Prisma.Sql[] {
  return askedFilters(kind.filters, values).map(({ filter, value }) => filterCondition(filter, value));
}

/**
 * The row orders as SQL, ties broken by id; both deadline orders put undated items last; the title
 * orders read the name the lists show (an internship's own title, else its category). Only constant
 * identifiers: the sort is one of the contracts' values.
 */
function orderBy(sort: OpportunitySort, kind: OpportunityKindName): Prisma.Sql {
  const name = nameColumn(kind);
  switch (sort) {
    case "newest":
      return Prisma.sql`"createdAt" DESC, id DESC`;
    case "oldest":
      return Prisma.sql`"createdAt" ASC, id ASC`;
    case "deadline":
    case "closing-soon":
      return Prisma.sql`"openUntil" ASC, id ASC`;
    case "deadline-desc":
      return Prisma.sql`deadline DESC NULLS LAST, id DESC`;
    case "title":
      return Prisma.sql`${name} ASC, id ASC`;
    case "title-desc":
      return Prisma.sql`${name} DESC, id DESC`;
  }
}

/** One page of a kind's list as `visibility` lets the reader see it, and its count. */
export async function readList(
  ctx: Pick<AppContext, "db">,
  // biome-ignore lint/suspicious/noExplicitAny: one engine for kinds of different row and input types
  kind: OpportunityKind<OpportunityRow, any, any, any>,
  query: OpportunityPageQuery,
  visibility: Visibility,
): Promise<ListRead> {
  const offset = (query.page - 1) * query.limit;
  const conditions = [
    visibilityCondition(visibility),
    ...filterConditions(kind, query),
    query.sort === "closing-soon" ? CLOSING_SOON : undefined,
  ].filter((condition) => condition !== undefined);
  const words = searchWords(query.q);
  if (words.length > 0) {
    return searchList(ctx, {
      table: kind.table,
      columns: kind.columns,
      conditions,
      words,
      offset,
      limit: query.limit,
      cap: LIST_RESULT_CAP,
    });
  }
  const cap = visibility.kind === "public" ? LIST_RESULT_CAP : Number.POSITIVE_INFINITY;
  const take = Math.max(0, Math.min(query.limit, cap - offset));
  const where = Prisma.join([...conditions, Prisma.sql`TRUE`], " AND ");
  // The public's count reads at most cap + 1 index entries, a staff list's is exact. The page's ids
  // come from one index range (for the public, the covering indexes of migration 20261129190000:
  // no table row read for the listings a page or a filter skips), then its rows by id.
  const found = Number.isFinite(cap)
    ? Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${kind.table} WHERE ${where} LIMIT ${cap + 1}) AS hits)`
    : Prisma.sql`(SELECT count(*)::int FROM ${kind.table} WHERE ${where})`;
  const order = orderBy(query.sort, kind.kind);
  return readPageAndCount(ctx, cap, {
    found,
    page: Prisma.sql`SELECT ${kind.columns} FROM ${kind.table} JOIN (SELECT id FROM ${kind.table}
      WHERE ${where} ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) AS ids USING (id)`,
    order,
  });
}

/** Everything one user submitted, any status, newest first (the `users-*` history). */
export function readSubmissions(
  ctx: Pick<AppContext, "db">,
  // biome-ignore lint/suspicious/noExplicitAny: one engine for kinds of different row and input types
  kind: OpportunityKind<OpportunityRow, any, any, any>,
  userId: number,
  paging: { page: number; limit: number },
): Promise<object[]> {
  const { page, limit } = paging;
  return ctx.db.$queryRaw`
    SELECT ${kind.columns} FROM ${kind.table} ${whereClause({ kind: "creator", userId }, [])}
    ORDER BY ${orderBy("newest", kind.kind)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
}

export interface FilterCountsRead {
  /** Per filter parameter: value -> how many items it would list. */
  counts: Record<string, Record<string, number>>;
  countCapped: boolean;
}

/**
 * How many of the public's items each option of the kind's filters would list, with the search and
 * the other filters asked for applied (an option's own filter is the one it replaces), in one
 * grouped statement over at most FILTER_COUNT_CAP matching items.
 */
export async function countFilterOptions(
  ctx: Pick<AppContext, "db">,
  // biome-ignore lint/suspicious/noExplicitAny: one engine for kinds of different row and input types
  kind: OpportunityKind<OpportunityRow, any, any, any>,
  query: OpportunityPageQuery,
): Promise<FilterCountsRead> {
  const filters = Object.entries(kind.filters);
  const counts = Object.fromEntries(filters.map(([param]) => [param, {} as Record<string, number>]));
  if (filters.length === 0) return { counts, countCapped: false };
  const asked = askedFilters(kind.filters, query);
  const words = searchWords(query.q);
  const conditions = [
    visibilityCondition({ kind: "public" }),
    // "Closing soon" narrows the list to its window: the counts keep to it too.
    query.sort === "closing-soon" ? CLOSING_SOON : undefined,
    words.length > 0 ? searchCondition(words) : undefined,
  ].filter((condition) => condition !== undefined);
  // Constant identifiers of the kind (never request data); each asked filter is a column "fN".
  const quoted = (name: string) => Prisma.raw(`"${name}"`);
  const columns = [...new Set(filters.map(([, filter]) => filter.column))].map(quoted);
  const flags = asked.map(
    ({ filter, value }, index) => Prisma.sql`${filterCondition(filter, value)} AS ${quoted(`f${index}`)}`,
  );
  const groups = filters.map(([param, filter]) => {
    const others = asked.flatMap((other, index) => (other.param === param ? [] : [quoted(`f${index}`)]));
    const where = Prisma.join([...others, Prisma.sql`TRUE`], " AND ");
    const column = quoted(filter.column);
    // A list column's values: unnest in the select list, a third cheaper than a lateral join of it.
    return filter.match === "has"
      ? Prisma.sql`SELECT ${param}::text AS param, value::text AS value, count(*)::int AS n
          FROM (SELECT unnest(${column}) AS value FROM matched WHERE ${where}) AS listed GROUP BY value`
      : Prisma.sql`SELECT ${param}::text AS param, ${column}::text AS value, count(*)::int AS n
          FROM matched WHERE ${where} AND ${column} IS NOT NULL GROUP BY ${column}`;
  });
  type Group = { param: string | null; value: string | null; n: number };
  const rows = await ctx.db.$queryRaw<Group[]>`
    WITH matched AS MATERIALIZED (
      SELECT ${Prisma.join([...columns, ...flags])} FROM ${kind.table}
      WHERE ${Prisma.join(conditions, " AND ")} LIMIT ${FILTER_COUNT_CAP + 1}
    )
    ${Prisma.join(groups, " UNION ALL ")}
    UNION ALL SELECT NULL, NULL, count(*)::int FROM matched`;
  let matched = 0;
  for (const { param, value, n } of rows) {
    if (param === null) matched = n;
    else if (value !== null && counts[param]) counts[param][value] = n;
  }
  return { counts, countCapped: matched > FILTER_COUNT_CAP };
}
