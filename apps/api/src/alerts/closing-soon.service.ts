// The home page's "Closing soon": open, public listings of every kind (or one) whose deadline day
// is within CLOSING_SOON_DAYS, soonest first, each kind read on its (status, deadline, id) index.
import {
  type ClosingSoonItem,
  type OpportunityKind as KindName,
  OPPORTUNITY_KINDS,
  opportunityPagePath,
} from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { CLOSING_SOON, daysLeft } from "../opportunities/listing-state.ts";
import type { OpportunityRow } from "../opportunities/opportunity-kind.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { whereClause } from "../opportunities/opportunity-sql.ts";

export async function closingSoon(
  ctx: Pick<AppContext, "db">,
  query: { limit: number; kind?: KindName | undefined },
  now = new Date(),
): Promise<ClosingSoonItem[]> {
  const kinds = query.kind ? [query.kind] : [...OPPORTUNITY_KINDS];
  const where = whereClause({ kind: "public" }, [CLOSING_SOON]);
  const perKind = await Promise.all(
    kinds.map(async (name) => {
      const kind = API_OPPORTUNITY_KINDS[name];
      const rows = await ctx.db.$queryRaw<OpportunityRow[]>`
        SELECT * FROM ${kind.table} ${where} ORDER BY deadline ASC, id ASC LIMIT ${query.limit}`;
      return rows.map((row) => ({
        kind: name,
        id: row.id,
        // biome-ignore lint/suspicious/noExplicitAny: each kind's titleOf reads its own row type
        title: kind.titleOf(row as any),
        deadline: (row.deadline as Date).toISOString(),
        path: opportunityPagePath(name, row.id),
        daysLeft: daysLeft(row.deadline as Date, now),
      }));
    }),
  );
  return perKind
    .flat()
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.kind.localeCompare(b.kind) || a.id - b.id)
    .slice(0, query.limit);
}
