// The one grammY Bot per server: it sends (bot.api, against TELEGRAM_API_ROOT) and handles the
// webhook's updates (bot-conversation.ts). grammY needs the bot's own account (getMe) before it
// handles an update; it is asked once and kept.
import { Bot } from "grammy";
import type { AppContext } from "../context.ts";
import type { Env } from "../env.ts";
import { handleConversation } from "./bot-conversation.ts";

type BotContext = Pick<AppContext, "env" | "db" | "logger">;

const bots = new WeakMap<Env, { bot: Bot; ready?: Promise<void> }>();

export function telegramBot(ctx: BotContext): Bot {
  let entry = bots.get(ctx.env);
  if (!entry) {
    const token = ctx.env.TELEGRAM_BOT_TOKEN;
    if (!token) throw new Error("Telegram is off: TELEGRAM_BOT_TOKEN is not set");
    const bot = new Bot(token, { client: { apiRoot: ctx.env.TELEGRAM_API_ROOT } });
    handleConversation(bot, ctx);
    bot.catch((error) => ctx.logger.warn({ err: error.error }, "telegram update failed"));
    entry = { bot };
    bots.set(ctx.env, entry);
  }
  return entry.bot;
}

/** The bot with its own account known (getMe, once); a failed ask is tried again next time. */
export async function readyBot(ctx: BotContext): Promise<Bot> {
  const bot = telegramBot(ctx);
  const entry = bots.get(ctx.env) as { bot: Bot; ready?: Promise<void> };
  entry.ready ??= bot.init().catch((error) => {
    entry.ready = undefined;
    throw error;
  });
  await entry.ready;
  return bot;
}

/** The bot's @username without the @, or null when Telegram cannot be asked now. */
export async function botUsername(ctx: BotContext): Promise<string | null> {
  try {
    return (await readyBot(ctx)).botInfo.username;
  } catch (error) {
    ctx.logger.warn({ err: error }, "telegram getMe failed");
    return null;
  }
}
