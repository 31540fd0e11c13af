// Whether the site talks on Telegram at all, and to which channels: read from the validated env.
import type { Language } from "@btw/i18n";
import type { Env } from "../env.ts";

type TelegramEnv = Pick<
  Env,
  "TELEGRAM_BOT_TOKEN" | "TELEGRAM_CHANNEL_ID" | "TELEGRAM_CHANNEL_ID_AM" | "TELEGRAM_CHANNEL_ID_OM"
>;

/** Without a bot token there is no Telegram: no routes, no jobs, nothing on the site. */
export const telegramEnabled = (env: Pick<Env, "TELEGRAM_BOT_TOKEN">): boolean =>
  Boolean(env.TELEGRAM_BOT_TOKEN);

interface TelegramChannel {
  language: Language;
  channelId: string;
}

/** The channels listings are posted to, one per language that has one set. */
export function telegramChannels(env: TelegramEnv): TelegramChannel[] {
  if (!telegramEnabled(env)) return [];
  const channels: Array<[Language, string | undefined]> = [
    ["en", env.TELEGRAM_CHANNEL_ID],
    ["am", env.TELEGRAM_CHANNEL_ID_AM],
    ["om", env.TELEGRAM_CHANNEL_ID_OM],
  ];
  return channels.flatMap(([language, channelId]) => (channelId ? [{ language, channelId }] : []));
}
