// Many listings of one kind by id in one query (`id = ANY(...)`), for lists that show a row per
// listing (the Reports inbox, the approval queue's context) instead of one primary-key read each.
import type { Database, Prisma } from "@btw/db";
import type { OpportunityRow } from "./opportunity-kind.ts";

/** The rows of `kind` with these ids, by id; ids without a row are left out. */
export async function rowsById<Row extends OpportunityRow = OpportunityRow>(
  db: Database,
  kind: { table: Prisma.Sql; columns: Prisma.Sql },
  ids: readonly number[],
): Promise<Map<number, Row>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.$queryRaw<
    Row[]
  >`SELECT ${kind.columns} FROM ${kind.table} WHERE id = ANY(${unique}::int[])`;
  return new Map(rows.map((row) => [row.id, row]));
}
