// The home page's "Closing soon": open, public listings of every kind (or one) whose deadline day
// is within CLOSING_SOON_DAYS, soonest first, each kind read on its (status, deadline, id) index and
// titled in the reader's language where a version exists.
import {
  type ClosingSoonItem,
  type OpportunityKind as KindName,
  OPPORTUNITY_KINDS,
  opportunityPagePath,
} from "@btw/contracts";
import type { Language } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { CLOSING_SOON, daysLeft } from "../opportunities/listing-state.ts";
import { readPublicListings, SOONEST_FIRST, titleIn } from "./public-listings.ts";

export async function closingSoon(
  ctx: Pick<AppContext, "db">,
  query: { limit: number; kind?: KindName | undefined },
  reader: Language | undefined,
  now = new Date(),
): Promise<ClosingSoonItem[]> {
  const kinds = query.kind ? [query.kind] : [...OPPORTUNITY_KINDS];
  const perKind = await Promise.all(
    kinds.map(async (name) => {
      const rows = await readPublicListings(ctx, name, [CLOSING_SOON], SOONEST_FIRST, query.limit);
      return rows.map((row) => ({
        kind: name,
        id: row.id,
        title: titleIn(row, reader),
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
