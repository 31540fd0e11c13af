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
 * The plan PostgreSQL picks for `sql` when it may read no table row to find the rows (an index-only
 * scan or nothing): whatever the statistics say of a few test rows, the one index that can answer.
 */
async function plan(sql: Prisma.Sql): Promise<string> {
  return t.db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
    const rows = await tx.$queryRaw<Array<{ "QUERY PLAN": string }>>`EXPLAIN ${sql}`;
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
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
        expect(
          await plan(Prisma.sql`SELECT id FROM ${kind.table} WHERE ${where} ORDER BY ${order} LIMIT 6`),
        ).toContain(`Index Only Scan using ${table}_public_${index}_idx`);
      }
    });
  }
});
