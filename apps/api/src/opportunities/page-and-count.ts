// A list's page and its count in one statement (docs/decisions/0022-one-list-engine.md): the lists
// (list-engine.ts) and the searches (opportunity-search.ts) each give their own SQL for the two.
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";

export interface ListRead {
  rows: object[];
  count: number;
  /** More match than the cap: `count` is the cap, a floor. */
  countCapped: boolean;
}

/**
 * One statement for a page of rows and how many match (up to `cap` + 1): `found` counts, `page`
 * reads the rows, in `order` (over the page's columns). The one row past the page (none asked, or
 * a page past the end) carries the count alone. `ctes`, when given, are the statement's WITH list.
 */
export async function readPageAndCount(
  ctx: Pick<AppContext, "db">,
  cap: number,
  parts: { ctes?: Prisma.Sql; found: Prisma.Sql; page: Prisma.Sql; order: Prisma.Sql },
): Promise<ListRead> {
  const { ctes, found, page, order } = parts;
  const rows = await ctx.db.$queryRaw<Array<{ found: number; id: number | null }>>`
    ${ctes ? Prisma.sql`WITH ${ctes}` : Prisma.empty}
    SELECT ${found} AS found, page.* FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (${page}) AS page ON TRUE ORDER BY ${order}`;
  const count = rows[0]?.found ?? 0;
  return {
    rows: rows.filter((row) => row.id !== null),
    count: Math.min(count, cap),
    countCapped: count > cap,
  };
}
