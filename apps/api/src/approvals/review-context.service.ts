// The approval queue's context of waiting items: the submitter (with what else they sent and how
// it went), the organisation, and the item's own history from the audit log.
import type { OpportunityKind as KindName, ReviewContext, ReviewHistoryEntry } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { API_OPPORTUNITY_KINDS, apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { rowsById } from "../opportunities/rows-by-id.ts";

const HISTORY_LIMIT = 20;

type Submissions = { approved: number; rejected: number; pending: number };

/** The organisation an item names: its company (jobs: one, internships: a list). */
function itemOrganisation(row: object): string | null {
  const company = (row as { company?: string | string[] | null }).company;
  const name = Array.isArray(company) ? company.filter(Boolean).join(", ") : company;
  return name?.trim() ? name.trim() : null;
}

/**
 * The reason of a rejection, from its audit entry (`<Kind> "<title>" rejected: <reason>`): the row's
 * own reason is cleared when the submitter edits it back into the queue.
 */
function rejectionReason(summary: string): string {
  const at = summary.lastIndexOf('" rejected: ');
  return at >= 0 ? summary.slice(at + '" rejected: '.length) : "";
}

/** Per submitter, how many of their items of every kind are approved, rejected and pending. */
async function submissionCounts(ctx: AppContext, userIds: number[]): Promise<Map<number, Submissions>> {
  const counts = new Map<number, Submissions>();
  if (userIds.length === 0) return counts;
  const parts = apiOpportunityKinds.map(
    (kind) =>
      Prisma.sql`SELECT "createdById" AS "userId", status::text AS status, count(*)::int AS n FROM ${kind.table} WHERE "createdById" IN (${Prisma.join(userIds)}) GROUP BY 1, 2`,
  );
  const rows = await ctx.db.$queryRaw<Array<{ userId: number; status: keyof Submissions; n: number }>>(
    Prisma.join(parts, " UNION ALL "),
  );
  for (const row of rows) {
    const entry = counts.get(row.userId) ?? { approved: 0, rejected: 0, pending: 0 };
    entry[row.status] += row.n;
    counts.set(row.userId, entry);
  }
  return counts;
}

export async function reviewContexts(
  ctx: AppContext,
  kindName: KindName,
  ids: number[],
): Promise<ReviewContext[]> {
  const kind = API_OPPORTUNITY_KINDS[kindName];
  const found = await rowsById(ctx.db, kind, ids);
  const rows = [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
  const userIds = [...new Set(rows.map((row) => row.createdById).filter((id) => id !== null))];
  const [users, counts, entries] = await Promise.all([
    ctx.db.user.findMany({
      where: { id: { in: userIds } },
      select: {
        id: true,
        fullName: true,
        email: true,
        role: true,
        organisation: true,
        verifiedOrganisation: true,
      },
    }),
    submissionCounts(ctx, userIds),
    ctx.db.auditLog.findMany({
      where: { entity: kind.entity, entityId: { in: rows.map((row) => String(row.id)) } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const usersById = new Map(users.map((user) => [user.id, user]));
  const entriesById = new Map<string, typeof entries>();
  for (const entry of entries) {
    const list = entriesById.get(entry.entityId);
    if (list) list.push(entry);
    else entriesById.set(entry.entityId, [entry]);
  }

  return rows.map((row) => {
    const own = entriesById.get(String(row.id)) ?? [];
    const rejections = own.filter((entry) => entry.action === "reject");
    const last = rejections.at(-1);
    const since = last ? own.slice(own.indexOf(last) + 1) : own;
    const user = row.createdById === null ? undefined : usersById.get(row.createdById);
    const history: ReviewHistoryEntry[] = own
      .slice(-HISTORY_LIMIT)
      .reverse()
      .map((entry) => ({
        action: entry.action,
        actorName: entry.actorName,
        summary: entry.summary,
        at: entry.createdAt.toISOString(),
      }));
    return {
      id: row.id,
      submitter: user
        ? {
            ...user,
            submissions: counts.get(user.id) ?? { approved: 0, rejected: 0, pending: 0 },
          }
        : null,
      organisation: itemOrganisation(row) ?? user?.organisation ?? null,
      rejectedBefore: rejections.length,
      lastRejection: last
        ? { reason: rejectionReason(last.summary), at: last.createdAt.toISOString() }
        : null,
      editsSinceRejection: since.filter((entry) => entry.action === "update").length,
      history,
    };
  });
}
