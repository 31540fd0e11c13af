import type { EmailMessage, emailMessagePageQuerySchema } from "@btw/contracts";
import type { EmailMessage as EmailMessageRow, Prisma } from "@btw/db";
import type { z } from "zod";
import { pageAdminList } from "../admin-lists/admin-list-page.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { escapeLike } from "../lib/like-pattern.ts";

type EmailMessagePageQuery = z.output<typeof emailMessagePageQuerySchema>;

function toEmailMessage(row: EmailMessageRow): EmailMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listEmailMessages(ctx: AppContext, query: EmailMessagePageQuery) {
  const where: Prisma.EmailMessageWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.q) {
    const contains = { contains: escapeLike(query.q), mode: "insensitive" as const };
    where.OR = [{ to: contains }, { subject: contains }, { template: contains }];
  }
  return pageAdminList(ctx.db.emailMessage, where, query, toEmailMessage);
}

export async function retryEmailMessage(ctx: AppContext, id: number, actorId: number): Promise<EmailMessage> {
  await ctx.mail.retry(id);
  await audit(ctx, {
    actorId,
    action: "update",
    entity: "email-message",
    entityId: id,
    summary: "Retried sending",
  });
  return toEmailMessage(await ctx.db.emailMessage.findUniqueOrThrow({ where: { id } }));
}
