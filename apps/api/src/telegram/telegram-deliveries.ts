// Every message the site sends on Telegram goes through here: a telegram_deliveries row (the staff's
// delivery log), then a pg-boss job that sends it within Telegram's limits, kept per chat in
// telegram_pace (shared by every process): one message a second to a person's chat, one every 3
// seconds (20 a minute) to a channel, and after a 429 nothing before its retry_after. A new job takes
// a moment in the chat's queue and waits for it; at its moment it sends only if the last send is a
// gap ago, else it waits again. A 403 (the person blocked the bot) unsubscribes them.
import type { TelegramDeliveryPurpose } from "@btw/contracts";
import type { TelegramDelivery } from "@btw/db";
import { GrammyError, HttpError } from "grammy";
import type { AppContext } from "../context.ts";
import type { Job } from "../queue/job-queue.ts";
import { telegramBot } from "./telegram-bot.ts";

const DELIVER_JOB = "telegram-deliver";

type DeliveryContext = Pick<AppContext, "env" | "db" | "logger" | "jobs">;

interface DeliverJob {
  deliveryId: number;
  /** The moment this job was given in its chat's queue: it only claims the send then. */
  slot?: string;
}

const CHANNEL_GAP_MS = 3_000;
const CHAT_GAP_MS = 1_000;
/** Sends that fail for a reason other than Telegram's answer (network, 5xx) are tried this often. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 15;
/** A job may take its moment this much early (pg-boss starts jobs on a polling tick). */
const EARLY_MS = 50;

const CHANNEL_PURPOSES: readonly TelegramDeliveryPurpose[] = [
  "channel-post",
  "channel-edit",
  "channel-delete",
];
const isChannelPurpose = (purpose: string) => (CHANNEL_PURPOSES as readonly string[]).includes(purpose);

export interface NewDelivery {
  chatId: string;
  purpose: TelegramDeliveryPurpose;
  language: string;
  text?: string;
  kind?: string;
  listingId?: number;
  messageId?: number;
}

export async function enqueueDelivery(ctx: DeliveryContext, data: NewDelivery): Promise<TelegramDelivery> {
  const row = await ctx.db.telegramDelivery.create({ data });
  await ctx.jobs.send(DELIVER_JOB, { deliveryId: row.id } satisfies DeliverJob);
  return row;
}

/**
 * Hands a waiting delivery its moment: one gap after the moments handed out before (or now), so
 * deliveries to one chat queue in order instead of all waking at once.
 */
async function reserveMoment(ctx: DeliveryContext, chatId: string, gapMs: number): Promise<Date> {
  const now = new Date();
  const [row] = await ctx.db.$queryRaw<Array<{ reservedUntil: Date }>>`
    INSERT INTO telegram_pace ("chatId", "nextAt", "reservedUntil") VALUES (${chatId}, ${now}, ${new Date(now.getTime() + gapMs)})
    ON CONFLICT ("chatId") DO UPDATE
      SET "reservedUntil" = greatest(telegram_pace."reservedUntil", telegram_pace."nextAt", ${now}::timestamp(3)) + ${gapMs} * interval '1 millisecond'
    RETURNING "reservedUntil"`;
  return new Date((row as { reservedUntil: Date }).reservedUntil.getTime() - gapMs);
}

/**
 * Takes the right to send now: only when the chat's last send is a gap ago (and no 429 holds it).
 * Null when taken; otherwise the moment to try again.
 */
async function claimSend(ctx: DeliveryContext, chatId: string, gapMs: number): Promise<Date | null> {
  const now = new Date();
  const claimed = await ctx.db.$executeRaw`
    UPDATE telegram_pace SET "nextAt" = ${new Date(now.getTime() + gapMs)}
    WHERE "chatId" = ${chatId} AND "nextAt" <= ${new Date(now.getTime() + EARLY_MS)}::timestamp(3)`;
  if (claimed > 0) return null;
  const pace = await ctx.db.telegramPace.findUnique({ where: { chatId } });
  return pace?.nextAt ?? now;
}

/** After a 429: nobody sends to this chat before `until`. */
async function pauseChat(ctx: DeliveryContext, chatId: string, until: Date): Promise<void> {
  await ctx.db.$executeRaw`
    UPDATE telegram_pace SET "nextAt" = greatest("nextAt", ${until}::timestamp(3)),
      "reservedUntil" = greatest("reservedUntil", ${until}::timestamp(3))
    WHERE "chatId" = ${chatId}`;
}

async function sendLater(ctx: DeliveryContext, data: DeliverJob, at: Date): Promise<void> {
  await ctx.jobs.send(DELIVER_JOB, data, { startAfter: at });
}

/** Sends one delivery; returns the message id Telegram gave (sendMessage) or kept (edit, delete). */
async function perform(ctx: DeliveryContext, delivery: TelegramDelivery): Promise<number | null> {
  const api = telegramBot(ctx).api;
  const options = { parse_mode: "HTML" as const, link_preview_options: { is_disabled: true } };
  if (delivery.purpose === "channel-edit") {
    await api.editMessageText(delivery.chatId, delivery.messageId as number, delivery.text, options);
    return delivery.messageId;
  }
  if (delivery.purpose === "channel-delete") {
    await api.deleteMessage(delivery.chatId, delivery.messageId as number);
    return delivery.messageId;
  }
  const message = await api.sendMessage(delivery.chatId, delivery.text, options);
  return message.message_id;
}

/** Telegram's answers that mean the change is already there: not a failure. */
const ALREADY_DONE = /message is not modified|message to delete not found|message to edit not found/i;

async function markSent(ctx: DeliveryContext, delivery: TelegramDelivery, messageId: number | null) {
  await ctx.db.telegramDelivery.update({
    where: { id: delivery.id },
    data: { status: "sent", sentAt: new Date(), error: null, attempts: { increment: 1 }, messageId },
  });
  if (delivery.purpose !== "channel-post" || messageId === null) return;
  const kept = await ctx.db.telegramChannelPost.updateMany({
    where: { kind: delivery.kind ?? "", listingId: delivery.listingId ?? 0, language: delivery.language },
    data: { messageId },
  });
  // The listing stopped being public while its post was on the way: take the post down again.
  if (kept.count === 0)
    await enqueueDelivery(ctx, {
      chatId: delivery.chatId,
      purpose: "channel-delete",
      language: delivery.language,
      ...(delivery.kind ? { kind: delivery.kind } : {}),
      ...(delivery.listingId ? { listingId: delivery.listingId } : {}),
      messageId,
    });
}

async function markFailed(ctx: DeliveryContext, delivery: TelegramDelivery, error: string) {
  await ctx.db.telegramDelivery.update({
    where: { id: delivery.id },
    data: { status: "failed", error, attempts: { increment: 1 } },
  });
}

async function deliver(ctx: DeliveryContext, data: DeliverJob): Promise<void> {
  const delivery = await ctx.db.telegramDelivery.findUnique({ where: { id: data.deliveryId } });
  if (delivery?.status !== "waiting") return;
  const gap = isChannelPurpose(delivery.purpose) ? CHANNEL_GAP_MS : CHAT_GAP_MS;
  if (!data.slot) {
    const slot = await reserveMoment(ctx, delivery.chatId, gap);
    if (slot.getTime() > Date.now() + EARLY_MS) {
      await sendLater(ctx, { deliveryId: delivery.id, slot: slot.toISOString() }, slot);
      return;
    }
  }
  // The moment came, but a send before it may have gone late: never closer than the gap.
  const retryAt = await claimSend(ctx, delivery.chatId, gap);
  if (retryAt) {
    await sendLater(ctx, { deliveryId: delivery.id, slot: retryAt.toISOString() }, retryAt);
    return;
  }
  try {
    await markSent(ctx, delivery, await perform(ctx, delivery));
  } catch (error) {
    if (error instanceof GrammyError) {
      if (error.error_code === 429) {
        const seconds = error.parameters.retry_after ?? RETRY_BASE_SECONDS;
        const until = new Date(Date.now() + seconds * 1000);
        await pauseChat(ctx, delivery.chatId, until);
        await ctx.db.telegramDelivery.update({
          where: { id: delivery.id },
          data: { error: `Telegram asked to wait ${seconds} s (429)`, attempts: { increment: 1 } },
        });
        await sendLater(ctx, { deliveryId: delivery.id, slot: until.toISOString() }, until);
        return;
      }
      if (error.error_code === 400 && ALREADY_DONE.test(error.description)) {
        await markSent(ctx, delivery, delivery.messageId);
        return;
      }
      await markFailed(ctx, delivery, `${error.error_code}: ${error.description}`);
      if (error.error_code === 403 && !isChannelPurpose(delivery.purpose) && /^\d+$/.test(delivery.chatId)) {
        // The person blocked the bot (or left): they are unsubscribed until they /start again.
        await ctx.db.telegramChat.updateMany({
          where: { chatId: BigInt(delivery.chatId) },
          data: { active: false },
        });
      }
      return;
    }
    const reason = error instanceof HttpError ? `network: ${error.message}` : String(error);
    if (delivery.attempts + 1 >= MAX_ATTEMPTS) {
      await markFailed(ctx, delivery, reason);
      return;
    }
    await ctx.db.telegramDelivery.update({
      where: { id: delivery.id },
      data: { error: reason, attempts: { increment: 1 } },
    });
    const wait = RETRY_BASE_SECONDS * 2 ** delivery.attempts;
    await sendLater(ctx, { deliveryId: delivery.id }, new Date(Date.now() + wait * 1000));
  }
}

export function defineDeliveryJob(ctx: DeliveryContext): void {
  ctx.jobs.define<DeliverJob>({
    name: DELIVER_JOB,
    // One job at a time per process keeps the pace rows simple; they hold across processes anyway.
    batchSize: 1,
    pollingIntervalSeconds: 1,
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 120 },
    async handler(job: Job<DeliverJob>) {
      await deliver(ctx, job.data);
    },
  });
}
