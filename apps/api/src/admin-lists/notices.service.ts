// The console's count of new notices: what came in since this staff member last opened them, only
// of the kinds their role may see (contracts NOTICE_KINDS, read from the permission table). New
// submissions count every opportunity kind of the contracts' registry.
import { can, NOTICE_KINDS, type NoticeCounts, type NoticeKind, type Role } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";

/** Someone who never looked sees what came in the last week, not the whole history. */
const FIRST_LOOK_DAYS = 7;

/** Submissions of every opportunity kind (the contracts' registry) waiting since `since`, in one query. */
async function pendingSubmissions(ctx: AppContext, since: Date): Promise<number> {
  const counts = apiOpportunityKinds.map(
    (kind) =>
      Prisma.sql`SELECT count(*)::int AS n FROM ${kind.table} WHERE status = 'pending'::"ApprovalStatus" AND "createdAt" > ${since}`,
  );
  const [row] = await ctx.db.$queryRaw<[{ total: number }]>`
    SELECT coalesce(sum(n), 0)::int AS total FROM (${Prisma.join(counts, " UNION ALL ")}) AS pending`;
  return row.total;
}

export async function countNotices(ctx: AppContext, user: { id: number; role: Role }): Promise<NoticeCounts> {
  const { db } = ctx;
  const account = await db.user.findUnique({ where: { id: user.id }, select: { noticesSeenAt: true } });
  const seen = account?.noticesSeenAt ?? null;
  const since = seen ?? new Date(Date.now() - FIRST_LOOK_DAYS * 24 * 60 * 60 * 1000);
  const after = { createdAt: { gt: since } };
  const counters: Record<NoticeKind, () => Promise<number>> = {
    submissions: () => pendingSubmissions(ctx, since),
    donations: () => db.donation.count({ where: { paidAt: { gt: since }, status: "paid" } }),
    feedbacks: () => db.feedback.count({ where: { ...after, readAt: null } }),
    resumes: () => db.resume.count({ where: { ...after, readAt: null } }),
    contactMessages: () => db.contactMessage.count({ where: { ...after, readAt: null } }),
  };
  const kinds = (Object.keys(NOTICE_KINDS) as NoticeKind[]).filter((kind) =>
    can(user.role, NOTICE_KINDS[kind]),
  );
  const entries = await Promise.all(kinds.map(async (kind) => [kind, await counters[kind]()] as const));
  return {
    total: entries.reduce((sum, [, count]) => sum + count, 0),
    since: seen?.toISOString() ?? null,
    counts: Object.fromEntries(entries),
  };
}

export async function markNoticesSeen(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.user.update({ where: { id: userId }, data: { noticesSeenAt: new Date() } });
}
