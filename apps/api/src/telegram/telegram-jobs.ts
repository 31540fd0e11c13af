// Telegram's background work (pg-boss): deliveries, listing syncs, Monday's digest for chats that
// chose weekly, and, when the server starts, pointing Telegram's webhook at this site.
import { API_PREFIX, telegramPaths } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { defineListingSyncJob } from "./channel-sync.ts";
import { sendTelegramDigests } from "./chat-alerts.ts";
import { telegramBot } from "./telegram-bot.ts";
import { defineDeliveryJob } from "./telegram-deliveries.ts";
import { telegramEnabled } from "./telegram-settings.ts";

const TELEGRAM_DIGEST_JOB = "telegram-weekly-digest";

export function defineTelegramJobs(ctx: AppContext): void {
  if (!telegramEnabled(ctx.env)) return;
  defineDeliveryJob(ctx);
  defineListingSyncJob(ctx);
  ctx.jobs.define({
    name: TELEGRAM_DIGEST_JOB,
    // With the email digest: Mondays 06:00 UTC (09:00 in Addis Ababa).
    cron: "0 6 * * 1",
    queue: { retryLimit: 3, retryDelay: 600, expireInSeconds: 60 * 60 },
    async handler() {
      await sendTelegramDigests(ctx);
    },
  });
}

/** Where Telegram should POST updates: this site's webhook route. */
const webhookUrl = (ctx: Pick<AppContext, "env">) =>
  new URL(`${API_PREFIX}${telegramPaths.webhook}`, ctx.env.PUBLIC_URL).toString();

/**
 * Sets the webhook (with the secret Telegram will send back). A failure is logged, not fatal: the
 * site works without Telegram, and the next start tries again.
 */
export async function startTelegram(ctx: Pick<AppContext, "env" | "db" | "logger">): Promise<void> {
  if (!telegramEnabled(ctx.env)) return;
  try {
    await telegramBot(ctx).api.setWebhook(webhookUrl(ctx), {
      ...(ctx.env.TELEGRAM_WEBHOOK_SECRET ? { secret_token: ctx.env.TELEGRAM_WEBHOOK_SECRET } : {}),
      allowed_updates: ["message", "callback_query"],
    });
    ctx.logger.info({ url: webhookUrl(ctx) }, "telegram webhook set");
  } catch (error) {
    ctx.logger.error({ err: error }, "telegram webhook could not be set");
  }
}
