// Deep pages without deep OFFSETs. For one filtered, sorted list, a "page index" holds the total
// count and the sort key of every Nth row (an anchor). A page then starts from the anchor just
// before it (keyset condition on the sort index) and skips fewer than N rows, so page 1, the
// middle page and the last page of 100k rows all read a few hundred index entries.
//
// Building an index costs one count and one ranked scan of the list's rows (both in PostgreSQL);
// it is rebuilt (in the background) once older than LIST_CACHE_SECONDS and dropped at once when
// any process writes the kind (page-index-channel.ts carries the news between processes); see
// docs/decisions/0006-opportunity-page-index.md.
import { type Database, Prisma, queryRows } from "@btw/db";
import { forgetPublicAnswers } from "../lib/public-answer-cache.ts";
import { countRows, type Sort } from "./opportunity-sql.ts";
import { SearchMemory } from "./search-memory.ts";

/**
 * The orders a page index serves: the public lists' (newest, and by deadline for `deadline` and
 * `closing-soon`). Staff-only orders are read without one (opportunity.service.ts).
 */
export type IndexedSort = Extract<Sort, "newest" | "deadline">;

export const isIndexedSort = (sort: Sort): sort is IndexedSort => sort === "newest" || sort === "deadline";

export interface Anchor {
  /** The sort column's value at the anchor: createdAt (newest) or deadline (deadline, may be null). */
  at: Date | null;
  id: number;
}

export interface PageIndex {
  count: number;
  /** Rows between anchors: anchors[j] is the row at offset j * spacing. */
  spacing: number;
  anchors: Anchor[];
}

const MAX_ANCHORS = 512;
const MIN_SPACING = 32;

const SORT_COLUMN: Record<IndexedSort, Prisma.Sql> = {
  newest: Prisma.sql`"createdAt"`,
  deadline: Prisma.sql`deadline`,
};
const RANK_ORDER: Record<IndexedSort, Prisma.Sql> = {
  newest: Prisma.sql`"createdAt" DESC, id DESC`,
  deadline: Prisma.sql`deadline ASC NULLS LAST, id ASC`,
};

const where = (conditions: Prisma.Sql[]) =>
  conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

export async function buildPageIndex(
  db: Database,
  table: Prisma.Sql,
  conditions: Prisma.Sql[],
  sort: IndexedSort,
): Promise<PageIndex> {
  const count = await countRows(db, table, where(conditions));
  const spacing = Math.max(MIN_SPACING, Math.ceil(count / MAX_ANCHORS));
  if (count === 0) return { count, spacing, anchors: [] };
  const anchors = await db.$queryRaw<Anchor[]>`
    SELECT at, id FROM (
      SELECT ${SORT_COLUMN[sort]} AS at, id, row_number() OVER (ORDER BY ${RANK_ORDER[sort]}) AS n
      FROM ${table} ${where(conditions)}
    ) AS ranked
    WHERE (n - 1) % ${spacing} = 0
    ORDER BY n`;
  return { count, spacing, anchors };
}

/**
 * Ids of rows [offset, offset + take) of the list, from the anchor at or before `offset`.
 * Newest first: one keyset range on (createdAt, id). By deadline: dated rows ascend on
 * (deadline, id), then the undated ones by id (NULLS LAST), so a page may span both runs.
 */
function idsFromAnchor(
  table: Prisma.Sql,
  conditions: Prisma.Sql[],
  sort: IndexedSort,
  anchor: Anchor,
  skip: number,
  take: number,
) {
  if (sort === "newest") {
    return Prisma.sql`
      SELECT id FROM ${table}
      ${where([...conditions, Prisma.sql`("createdAt", id) <= (${anchor.at}::timestamp, ${anchor.id})`])}
      ORDER BY "createdAt" DESC, id DESC LIMIT ${take} OFFSET ${skip}`;
  }
  if (anchor.at === null) {
    return Prisma.sql`
      SELECT id FROM ${table} ${where([...conditions, Prisma.sql`deadline IS NULL AND id >= ${anchor.id}`])}
      ORDER BY id LIMIT ${take} OFFSET ${skip}`;
  }
  const reach = skip + take;
  const dated = where([
    ...conditions,
    Prisma.sql`deadline >= ${anchor.at}::timestamp AND (deadline, id) >= (${anchor.at}::timestamp, ${anchor.id})`,
  ]);
  return Prisma.sql`
    SELECT id FROM (
      (SELECT id, deadline FROM ${table} ${dated} ORDER BY deadline, id LIMIT ${reach})
      UNION ALL
      (SELECT id, deadline FROM ${table} ${where([...conditions, Prisma.sql`deadline IS NULL`])} ORDER BY id LIMIT ${reach})
    ) AS run
    ORDER BY deadline ASC NULLS LAST, id ASC LIMIT ${take} OFFSET ${skip}`;
}

/** The rows of page `page` (size `limit`), in list order; [] past the end. */
export function fetchIndexedPage<Row>(
  db: Database,
  table: Prisma.Sql,
  conditions: Prisma.Sql[],
  sort: IndexedSort,
  index: PageIndex,
  page: number,
  limit: number,
): Promise<Row[]> {
  const offset = (page - 1) * limit;
  const slot = Math.min(Math.floor(offset / index.spacing), index.anchors.length - 1);
  const anchor = index.anchors[slot];
  // Rows deleted between the count and the ranked scan can leave a count without anchors.
  if (offset >= index.count || !anchor) return Promise.resolve([]);
  const ids = idsFromAnchor(table, conditions, sort, anchor, offset - slot * index.spacing, limit);
  // Straight through pg (queryRows), prepared when the list's conditions hold no value, as the
  // public lists' do: the anchor and the counts only move along the same index (decision 0019).
  const prepare = conditions.every((condition) => condition.values.length === 0);
  return queryRows<Row>(
    db,
    Prisma.sql`SELECT t.* FROM ${table} AS t WHERE t.id IN (${ids}) ORDER BY ${RANK_ORDER[sort]}`,
    { prepare },
  );
}

/**
 * Page indexes of one process. An index older than `ttlMs` is still answered while one rebuild runs
 * in the background (so no request waits on a rebuild); concurrent first requests share one build.
 */
export class PageIndexCache {
  private readonly entries = new Map<
    string,
    { builtAt: number; value: Promise<PageIndex>; refreshing: boolean }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, build: () => Promise<PageIndex>): Promise<PageIndex> {
    const hit = this.entries.get(key);
    if (!hit) return this.store(key, build(), true);
    if (Date.now() - hit.builtAt > this.ttlMs && !hit.refreshing) {
      hit.refreshing = true;
      const next = build();
      next.then(
        () => {
          if (this.entries.get(key) === hit) this.store(key, next, false);
        },
        () => {
          if (this.entries.get(key) === hit) this.entries.delete(key);
        },
      );
    }
    return hit.value;
  }

  private store(key: string, value: Promise<PageIndex>, fresh: boolean): Promise<PageIndex> {
    const entry = { builtAt: Date.now(), value, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (fresh) {
      value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    // Map order is insertion order: the first keys are the least recently built.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every index whose key starts with `prefix` (one kind's lists after a write). */
  clear(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** What a running app remembers of its lists: their page indexes and what their searches found. */
export interface ListMemory {
  pages: PageIndexCache;
  searches: SearchMemory;
}

// One per database client, i.e. per running app; both kept LIST_CACHE_SECONDS.
const memories = new WeakMap<object, ListMemory>();

export function listMemoryFor(db: Database, ttlMs: number): ListMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { pages: new PageIndexCache(ttlMs), searches: new SearchMemory(ttlMs) };
    memories.set(db, memory);
  }
  return memory;
}

/** Forgets one kind's indexes and searches of this app (`entity`), or all of them ("*"). */
export function forgetKindIndexes(db: Database, entity: string): void {
  const prefix = entity === "*" ? "" : `${entity}|`;
  memories.get(db)?.pages.clear(prefix);
  memories.get(db)?.searches.clear(prefix);
  // The list answers kept for a second in front of the app go with them.
  forgetPublicAnswers();
}
