// Every message the site sends on Telegram goes through here: a telegram_deliveries row (the staff's
// delivery log), then a pg-boss job that sends it within Telegram's limits. Each chat has a shared
// next-free moment (telegram_pace): one message a second to a person's chat, one every 3 seconds
// (20 a minute) to a channel, and after a 429 nothing before its retry_after. A job that comes early
// takes the next free moment and waits for it. A 403 (the person blocked the bot) unsubscribes them.
import type { TelegramDeliveryPurpose } from "@btw/contracts";
import type { TelegramDelivery } from "@btw/db";
import { GrammyError, HttpError } from "grammy";
import type { AppContext } from "../context.ts";
import type { Job } from "../queue/job-queue.ts";
import { telegramBot } from "./telegram-bot.ts";

export const DELIVER_JOB = "telegram-deliver";

type DeliveryContext = Pick<AppContext, "env" | "db" | "logger" | "jobs">;

interface DeliverJob {
  deliveryId: number;
  /** The moment this job reserved for its chat; it sends then without asking again. */
  slot?: string;
}

const CHANNEL_GAP_MS = 3_000;
const CHAT_GAP_MS = 1_000;
/** Sends that fail for a reason other than Telegram's answer (network, 5xx) are tried this often. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 15;

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

/** Takes the chat's next free moment and moves it on by the chat's gap; returns the moment taken. */
async function reserveSlot(ctx: DeliveryContext, chatId: string, gapMs: number): Promise<Date> {
  const now = Date.now();
  const [row] = await ctx.db.$queryRaw<Array<{ nextAt: Date }>>`
    INSERT INTO telegram_pace ("chatId", "nextAt") VALUES (${chatId}, ${new Date(now + gapMs)})
    ON CONFLICT ("chatId") DO UPDATE
      SET "nextAt" = greatest(telegram_pace."nextAt", ${new Date(now)}::timestamp(3)) + ${gapMs} * interval '1 millisecond'
    RETURNING "nextAt"`;
  return new Date((row as { nextAt: Date }).nextAt.getTime() - gapMs);
}

/** After a 429: nobody sends to this chat before `until`. */
async function pauseChat(ctx: DeliveryContext, chatId: string, until: Date): Promise<void> {
  await ctx.db.$executeRaw`
    INSERT INTO telegram_pace ("chatId", "nextAt") VALUES (${chatId}, ${until})
    ON CONFLICT ("chatId") DO UPDATE SET "nextAt" = greatest(telegram_pace."nextAt", ${until}::timestamp(3))`;
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

export async function deliver(ctx: DeliveryContext, data: DeliverJob): Promise<void> {
  const delivery = await ctx.db.telegramDelivery.findUnique({ where: { id: data.deliveryId } });
  if (delivery?.status !== "waiting") return;
  if (!data.slot) {
    const gap = isChannelPurpose(delivery.purpose) ? CHANNEL_GAP_MS : CHAT_GAP_MS;
    const slot = await reserveSlot(ctx, delivery.chatId, gap);
    if (slot.getTime() > Date.now() + 50) {
      await sendLater(ctx, { deliveryId: delivery.id, slot: slot.toISOString() }, slot);
      return;
    }
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
