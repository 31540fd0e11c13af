import type { Feedback, FeedbackInput } from "@btw/contracts";
import type { Feedback as FeedbackRow } from "@btw/db";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { notFound } from "../lib/errors.ts";
import { paginate } from "../lib/paginate.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";

export function toFeedback(row: FeedbackRow): Feedback {
  return { id: row.id, phone: row.phone, message: row.message, createdAt: row.createdAt.toISOString() };
}

export async function createFeedback(ctx: AppContext, input: Required<FeedbackInput>): Promise<Feedback> {
  const row = await ctx.db.feedback.create({ data: { phone: input.phone, message: input.message } });
  await notifyAdmins(ctx, "admin-new-feedback", {
    title: "New feedback",
    details: [
      ["Phone", row.phone],
      ["Message", row.message],
    ],
  });
  return toFeedback(row);
}

export async function pageFeedbacks(ctx: AppContext, query: { page: number; limit: number }) {
  const { data, ...meta } = await paginate(query, {
    rows: (window) =>
      ctx.db.feedback.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...window }),
    count: () => ctx.db.feedback.count(),
  });
  return { feedbacks: data.map(toFeedback), ...meta };
}

export async function getFeedback(ctx: AppContext, id: number): Promise<Feedback> {
  const row = await ctx.db.feedback.findUnique({ where: { id } });
  if (!row) throw notFound("Feedback");
  return toFeedback(row);
}

export async function deleteFeedback(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await ctx.db.feedback.delete({ where: { id } });
  await audit(ctx, { actorId, action: "delete", entity: "feedback", entityId: id });
}
