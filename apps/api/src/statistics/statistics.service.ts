import { can, type Role, STATISTICS_FIELD_ACTIONS, type Statistics } from "@btw/contracts";
import type { ApprovalStatus } from "@btw/db";
import type { AppContext } from "../context.ts";

type StatusGroups = Array<{ status: ApprovalStatus; _count: { _all: number } }>;

function byStatus(groups: StatusGroups): Statistics["scholarships"] {
  const counts = { pending: 0, approved: 0, rejected: 0, total: 0 };
  for (const group of groups) {
    counts[group.status] = group._count._all;
    counts.total += group._count._all;
  }
  return counts;
}

type Private = keyof typeof STATISTICS_FIELD_ACTIONS;

/** Counts a role may see only with the action the permission table pairs them with. */
function privateCounts(ctx: AppContext): { [K in Private]: () => Promise<NonNullable<Statistics[K]>> } {
  const { db } = ctx;
  return {
    feedbacks: () => db.feedback.count(),
    resumes: () => db.resume.count(),
    subscribers: () => db.subscriber.count(),
    contactMessages: () => db.contactMessage.count(),
    users: () => db.user.count(),
    donations: async () => {
      const [count, paid] = await Promise.all([
        db.donation.count(),
        db.donation.aggregate({ where: { status: "paid" }, _count: { _all: true }, _sum: { amount: true } }),
      ]);
      return { count, paid: paid._count._all, paidTotalEtb: Number(paid._sum.amount ?? 0) };
    },
  };
}

/**
 * Every figure comes from a grouped count or an aggregate in PostgreSQL; no rows are loaded. A
 * figure the role's screens do not show (STATISTICS_FIELD_ACTIONS) is neither counted nor sent.
 */
export async function computeStatistics(ctx: AppContext, role: Role): Promise<Statistics> {
  const { db } = ctx;
  const counters = privateCounts(ctx);
  const allowed = (Object.keys(STATISTICS_FIELD_ACTIONS) as Private[]).filter((field) =>
    can(role, STATISTICS_FIELD_ACTIONS[field]),
  );
  const [scholarships, internships, training, jobs, blogs, resources, testimonials, teams, extra] =
    await Promise.all([
      db.scholarship.groupBy({ by: ["status"], _count: { _all: true } }),
      db.internship.groupBy({ by: ["status"], _count: { _all: true } }),
      db.training.groupBy({ by: ["status"], _count: { _all: true } }),
      db.job.groupBy({ by: ["status"], _count: { _all: true } }),
      db.blog.count(),
      db.resource.count(),
      db.testimonial.count(),
      db.teamMember.count(),
      Promise.all(allowed.map(async (field) => [field, await counters[field]()] as const)),
    ]);
  return {
    scholarships: byStatus(scholarships),
    internships: byStatus(internships),
    training: byStatus(training),
    jobs: byStatus(jobs),
    blogs,
    resources,
    testimonials,
    teams,
    ...Object.fromEntries(extra),
  };
}
