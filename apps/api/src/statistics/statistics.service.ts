import type { Statistics } from "@btw/contracts";
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

/** Every figure comes from a grouped count or an aggregate in PostgreSQL; no rows are loaded. */
export async function computeStatistics(ctx: AppContext): Promise<Statistics> {
  const { db } = ctx;
  const [scholarships, internships, training, jobs, counts, donations, paid] = await Promise.all([
    db.scholarship.groupBy({ by: ["status"], _count: { _all: true } }),
    db.internship.groupBy({ by: ["status"], _count: { _all: true } }),
    db.training.groupBy({ by: ["status"], _count: { _all: true } }),
    db.job.groupBy({ by: ["status"], _count: { _all: true } }),
    Promise.all([
      db.blog.count(),
      db.resource.count(),
      db.testimonial.count(),
      db.teamMember.count(),
      db.feedback.count(),
      db.resume.count(),
      db.subscriber.count(),
      db.contactMessage.count(),
      db.user.count(),
    ]),
    db.donation.count(),
    db.donation.aggregate({ where: { status: "paid" }, _count: { _all: true }, _sum: { amount: true } }),
  ]);
  const [blogs, resources, testimonials, teams, feedbacks, resumes, subscribers, contactMessages, users] =
    counts;
  return {
    scholarships: byStatus(scholarships),
    internships: byStatus(internships),
    training: byStatus(training),
    jobs: byStatus(jobs),
    blogs,
    resources,
    testimonials,
    teams,
    feedbacks,
    resumes,
    subscribers,
    contactMessages,
    users,
    donations: { count: donations, paid: paid._count._all, paidTotalEtb: Number(paid._sum.amount ?? 0) },
  };
}
