import type { EmailMessage, emailMessagePageQuerySchema } from "@btw/contracts";
import type { EmailMessage as EmailMessageRow, Prisma } from "@btw/db";
import type { z } from "zod";
import { orderByFor } from "../admin-lists/list-order.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { escapeLike } from "../lib/like-pattern.ts";
import { paginate } from "../lib/paginate.ts";

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
  const { data, ...meta } = await paginate(query, {
    rows: (window) => ctx.db.emailMessage.findMany({ where, orderBy: orderByFor(query.sort), ...window }),
    count: () => ctx.db.emailMessage.count({ where }),
  });
  return { data: data.map(toEmailMessage), ...meta };
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
