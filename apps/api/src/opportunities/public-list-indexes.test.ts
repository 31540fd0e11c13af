// The public lists' covering indexes (migration 20261129190000) stay in step with the kinds: each
// carries every column a kind filters by, and its predicate is the public's own condition, so a
// page's ids, its count and any filter are read from the index alone.
import { Prisma } from "@btw/db";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import type { ListFilter } from "./opportunity-kind.ts";
import { apiOpportunityKinds } from "./opportunity-kinds.ts";
import { filterCondition, visibilityCondition } from "./opportunity-sql.ts";

const t = createTestContext();

/**
 * The plan PostgreSQL picks for `sql` when the table keeps only `index` and its primary key, and a
 * plan may neither read the whole table nor sort: an index-only scan of `index` exactly when it can
 * answer. The other indexes are dropped inside a transaction that is rolled back (switching index
 * scans off would also switch off index-only scans, and leave the choice to the statistics of
 * whatever rows other suites wrote).
 */
async function planWithOnly(table: string, index: string, sql: Prisma.Sql): Promise<string> {
  class RolledBack extends Error {
    constructor(readonly plan: string) {
      super("rolled back");
    }
  }
  try {
    await t.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL lock_timeout = '10s'`;
      const others = await tx.$queryRaw<Array<{ name: string }>>`
        SELECT index.relname AS name FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
        WHERE pg_index.indrelid = ${table}::regclass AND NOT pg_index.indisprimary AND index.relname <> ${index}`;
      for (const { name } of others) await tx.$executeRawUnsafe(`DROP INDEX "${name}"`);
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      const rows = await tx.$queryRaw<Array<{ "QUERY PLAN": string }>>`EXPLAIN ${sql}`;
      throw new RolledBack(rows.map((row) => row["QUERY PLAN"]).join("\n"));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.plan;
    throw error;
  }
  throw new Error("the transaction was not rolled back");
}

/** A value the filter's column may hold: its enum's first, or any text. */
async function someValue(filter: ListFilter): Promise<string> {
  if (!filter.enumType) return "x";
  const [first] = await t.db.$queryRaw<Array<{ value: string }>>`
    SELECT enumlabel AS value FROM pg_enum WHERE enumtypid = ${`"${filter.enumType}"`}::regtype ORDER BY enumsortorder LIMIT 1`;
  return first!.value;
}

describe("the public lists' covering indexes", () => {
  for (const kind of apiOpportunityKinds) {
    // The kind's quoted table name, a constant (opportunity-kind.ts).
    const table = kind.table.sql.replaceAll('"', "");
    it(`${kind.kind}: carry every filter column and serve a filtered page from the index alone`, async () => {
      const indexes = await t.db.$queryRaw<Array<{ name: string; columns: string[] }>>`
        SELECT index.relname AS name, ARRAY(
          SELECT attname::text FROM pg_attribute
          WHERE attrelid = pg_index.indrelid AND attnum = ANY(pg_index.indkey)
        ) AS columns
        FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
        WHERE pg_index.indrelid = ${table}::regclass AND index.relname LIKE '%public%' ORDER BY 1`;
      expect(indexes.map((index) => index.name)).toEqual([
        `${table}_public_newest_idx`,
        `${table}_public_open_until_idx`,
      ]);
      for (const { columns } of indexes) {
        expect(columns).toEqual(expect.arrayContaining(Object.values(kind.filters).map((f) => f.column)));
      }
      // Every filter at once, with the public's own condition: the planner proves the predicate.
      const filters = await Promise.all(
        Object.values(kind.filters).map(async (filter) => filterCondition(filter, await someValue(filter))),
      );
      const where = Prisma.join([visibilityCondition({ kind: "public" }), ...filters], " AND ");
      for (const [order, index] of [
        [Prisma.sql`"createdAt" DESC, id DESC`, "newest"],
        [Prisma.sql`"openUntil", id`, "open_until"],
      ] as const) {
        const name = `${table}_public_${index}_idx`;
        const sql = Prisma.sql`SELECT id FROM ${kind.table} WHERE ${where} ORDER BY ${order} LIMIT 6`;
        expect(await planWithOnly(table, name, sql)).toContain(`Index Only Scan using ${name}`);
      }
    });
  }
});
