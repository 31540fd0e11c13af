import type { Feedback, FeedbackInput } from "@btw/contracts";
import type { Feedback as FeedbackRow } from "@btw/db";
import { staffNotices } from "@btw/i18n";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import { type InboxQuery, inboxWhere } from "../admin-lists/list-order.ts";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    phone: row.phone,
    message: row.message,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createFeedback(ctx: AppContext, input: Required<FeedbackInput>): Promise<Feedback> {
  const row = await ctx.db.feedback.create({ data: { phone: input.phone, message: input.message } });
  await notifyAdmins(
    ctx,
    { template: "admin-new-feedback", open: row.id },
    {
      headline: staffNotices.feedback(row.phone),
      details: [
        ["Phone", row.phone],
        ["Message", row.message],
      ],
    },
  );
  return toFeedback(row);
}

export async function pageFeedbacks(ctx: AppContext, query: InboxQuery) {
  const where = inboxWhere(query, ["phone", "message"]);
  const { data, ...meta } = await pageAdminList(ctx.db.feedback, where, query, toFeedback);
  return { feedbacks: data, ...meta };
}

export async function getFeedback(ctx: AppContext, id: number): Promise<Feedback> {
  const row = await ctx.db.feedback.findUnique({ where: { id } });
  if (!row) throw notFound("Feedback");
  return toFeedback(row);
}

export async function deleteFeedback(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "feedbacks", id);
}
