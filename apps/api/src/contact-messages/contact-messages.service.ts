import type { ContactMessage, ContactMessageInput } from "@btw/contracts";
import type { ContactMessage as ContactMessageRow } from "@btw/db";
import { staffNotices } from "@btw/i18n";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import { type InboxQuery, inboxWhere } from "../admin-lists/list-order.ts";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    source: row.source,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createContactMessage(
  ctx: AppContext,
  input: Required<ContactMessageInput>,
): Promise<ContactMessage> {
  const row = await ctx.db.contactMessage.create({ data: { email: input.email, message: input.message } });
  await notifyAdmins(
    ctx,
    { template: "admin-new-contact-message", open: row.id },
    {
      headline: staffNotices.contactMessage(row.email),
      details: [
        ["Email", row.email],
        ["Message", row.message],
      ],
      replyTo: row.email,
    },
  );
  return toContactMessage(row);
}

export async function pageContactMessages(ctx: AppContext, query: InboxQuery) {
  const where = inboxWhere(query, ["email", "message"]);
  const { data, ...meta } = await pageAdminList(ctx.db.contactMessage, where, query, toContactMessage);
  return { contactMessages: data, ...meta };
}

export async function getContactMessage(ctx: AppContext, id: number): Promise<ContactMessage> {
  const row = await ctx.db.contactMessage.findUnique({ where: { id } });
  if (!row) throw notFound("Message");
  return toContactMessage(row);
}

export async function deleteContactMessage(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "contactMessages", id);
}
