// The console's count of new notices: what came in since this staff member last opened them, only
// of the kinds their role may see (contracts NOTICE_KINDS, read from the permission table).
import { can, NOTICE_KINDS, type NoticeCounts, type NoticeKind, type Role } from "@btw/contracts";
import type { AppContext } from "../context.ts";

/** Someone who never looked sees what came in the last week, not the whole history. */
const FIRST_LOOK_DAYS = 7;

export async function countNotices(ctx: AppContext, user: { id: number; role: Role }): Promise<NoticeCounts> {
  const { db } = ctx;
  const account = await db.user.findUnique({ where: { id: user.id }, select: { noticesSeenAt: true } });
  const seen = account?.noticesSeenAt ?? null;
  const since = seen ?? new Date(Date.now() - FIRST_LOOK_DAYS * 24 * 60 * 60 * 1000);
  const after = { createdAt: { gt: since } };
  const counters: Record<NoticeKind, () => Promise<number>> = {
    submissions: async () => {
      const pending = { ...after, status: "pending" as const };
      const counts = await Promise.all([
        db.scholarship.count({ where: pending }),
        db.internship.count({ where: pending }),
        db.training.count({ where: pending }),
        db.job.count({ where: pending }),
      ]);
      return counts.reduce((sum, count) => sum + count, 0);
    },
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
