// The one read of public listings behind the mails and the home page's "closing soon": only the
// columns they show (id, the kind's title column as `title`, deadline), never whole rows.
import { type OpportunityKind as KindName, OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { whereClause } from "../opportunities/opportunity-sql.ts";

export interface ListingLine {
  kind: KindName;
  id: number;
  title: string;
  deadline: Date | null;
}

/** Each kind's title column as SQL: a constant of the registry, never request data. */
const TITLE_COLUMN = Object.fromEntries(
  Object.values(OPPORTUNITY_KIND_INFO).map((info) => [info.kind, Prisma.raw(`"${info.titleField}"`)]),
) as Record<KindName, Prisma.Sql>;

/** Deadline order, as the (status, deadline, id) index reads it. */
export const SOONEST_FIRST = Prisma.sql`deadline ASC, id ASC`;

/** Public listings of one kind that meet `conditions`, in `order`, at most `take`. */
export async function readPublicListings(
  ctx: Pick<AppContext, "db">,
  name: KindName,
  conditions: Prisma.Sql[],
  order: Prisma.Sql,
  take: number,
): Promise<ListingLine[]> {
  const where = whereClause({ kind: "public" }, conditions);
  const rows = await ctx.db.$queryRaw<Array<{ id: number; title: string | null; deadline: Date | null }>>`
    SELECT id, ${TITLE_COLUMN[name]} AS title, deadline FROM ${API_OPPORTUNITY_KINDS[name].table} ${where}
    ORDER BY ${order} LIMIT ${take}`;
  return rows.map((row) => ({ kind: name, id: row.id, title: row.title ?? "", deadline: row.deadline }));
}
