// The staff's view of Telegram: every delivery (sent, waiting, failed with Telegram's reason), the
// subscriber counts by channel, and "send again" for a delivery (post a listing again).
import {
  type TelegramDeliveries,
  type TelegramDelivery,
  type TelegramSubscriberCounts,
  type telegramDeliveriesQuerySchema,
  totalPages,
} from "@btw/contracts";
import type { TelegramDelivery as DeliveryRow } from "@btw/db";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { AppError, notFound } from "../lib/errors.ts";
import { syncListing } from "./channel-sync.ts";
import { enqueueDelivery, type NewDelivery } from "./telegram-deliveries.ts";
import { telegramChannels } from "./telegram-settings.ts";

type LogContext = Pick<AppContext, "env" | "db" | "logger" | "jobs">;

/** A channel by its name; a person's chat only as "chat" (staff need not see who). */
function toDelivery(row: DeliveryRow): TelegramDelivery {
  return {
    id: row.id,
    to: /^\d+$/.test(row.chatId) ? "chat" : row.chatId,
    purpose: row.purpose as TelegramDelivery["purpose"],
    kind: (row.kind as TelegramDelivery["kind"]) ?? null,
    listingId: row.listingId,
    language: row.language,
    status: row.status as TelegramDelivery["status"],
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

async function subscriberCounts(ctx: Pick<AppContext, "env" | "db">): Promise<TelegramSubscriberCounts> {
  const [emailMembers, emailSubscribers, telegramChats, telegramLinked] = await Promise.all([
    ctx.db.alertPreference.count({ where: { enabled: true, user: { active: true } } }),
    ctx.db.subscriber.count({ where: { status: "confirmed" } }),
    ctx.db.telegramChat.count({ where: { active: true } }),
    ctx.db.telegramChat.count({ where: { active: true, userId: { not: null } } }),
  ]);
  return {
    telegramOn: Boolean(ctx.env.TELEGRAM_BOT_TOKEN),
    email: emailMembers + emailSubscribers,
    telegramChats,
    telegramLinked,
    channels: telegramChannels(ctx.env).map(({ language, channelId }) => ({ language, channel: channelId })),
  };
}

export async function deliveryLog(
  ctx: Pick<AppContext, "env" | "db">,
  query: z.output<typeof telegramDeliveriesQuerySchema>,
): Promise<TelegramDeliveries> {
  const where = query.status ? { status: query.status } : {};
  const [rows, count, counts] = await Promise.all([
    ctx.db.telegramDelivery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    ctx.db.telegramDelivery.count({ where }),
    subscriberCounts(ctx),
  ]);
  return {
    deliveries: { data: rows.map(toDelivery), count, totalPages: totalPages(count, query.limit) },
    counts,
  };
}

/**
 * Sends a delivery again as a new one. A channel post that was withdrawn or deleted is posted
 * again by syncing its listing afresh (its post record is dropped first); any other delivery is
 * copied as it was. Waiting deliveries are already on their way (409).
 */
export async function sendAgain(ctx: LogContext, id: number): Promise<TelegramDelivery> {
  const row = await ctx.db.telegramDelivery.findUnique({ where: { id } });
  if (!row) throw notFound("Delivery");
  if (row.status === "waiting") throw new AppError("conflict", "This delivery is still on its way");
  if (row.purpose === "channel-post" && row.kind && row.listingId) {
    await ctx.db.telegramChannelPost.deleteMany({
      where: { kind: row.kind, listingId: row.listingId, language: row.language },
    });
    await syncListing(ctx, { kind: row.kind as never, id: row.listingId });
    const fresh = await ctx.db.telegramDelivery.findFirst({
      where: { purpose: "channel-post", kind: row.kind, listingId: row.listingId, language: row.language },
      orderBy: { id: "desc" },
    });
    if (!fresh || fresh.id === row.id)
      throw new AppError("conflict", "This listing is not public now, so it cannot be posted");
    return toDelivery(fresh);
  }
  const copy: NewDelivery = {
    chatId: row.chatId,
    purpose: row.purpose as NewDelivery["purpose"],
    language: row.language,
    text: row.text,
    ...(row.kind ? { kind: row.kind } : {}),
    ...(row.listingId ? { listingId: row.listingId } : {}),
    ...(row.messageId ? { messageId: row.messageId } : {}),
  };
  return toDelivery(await enqueueDelivery(ctx, copy));
}
