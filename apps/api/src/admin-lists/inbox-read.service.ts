// Read and unread on the inboxes (feedback, contact messages, resumes).
import type { AppContext } from "../context.ts";
import { notFound } from "../lib/errors.ts";

export type Inbox = "feedbacks" | "contactMessages" | "resumes";

export async function setRead(ctx: AppContext, inbox: Inbox, id: number, read: boolean): Promise<void> {
  const readAt = read ? new Date() : null;
  // Marking read again keeps the first time it was read.
  const where = read ? { id, readAt: null } : { id };
  const { count } =
    inbox === "feedbacks"
      ? await ctx.db.feedback.updateMany({ where, data: { readAt } })
      : inbox === "contactMessages"
        ? await ctx.db.contactMessage.updateMany({ where, data: { readAt } })
        : await ctx.db.resume.updateMany({ where, data: { readAt } });
  if (count > 0) return;
  const exists =
    inbox === "feedbacks"
      ? await ctx.db.feedback.count({ where: { id } })
      : inbox === "contactMessages"
        ? await ctx.db.contactMessage.count({ where: { id } })
        : await ctx.db.resume.count({ where: { id } });
  if (!exists) throw notFound("Message");
}
