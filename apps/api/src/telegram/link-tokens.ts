// Linking a Telegram chat to an account (decision record 0023): the signed-in person asks the site
// for a link, t.me/<bot>?start=<token>; opening it sends "/start <token>" from their chat, and the
// bot links that chat. The token is random, single use and short-lived; only its SHA-256 is kept.
import { randomBytes } from "node:crypto";
import { TELEGRAM_LINK_MINUTES, type TelegramLink } from "@btw/contracts";
import { toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import { sha256Hex } from "../lib/secret-hash.ts";
import { botUsername } from "./telegram-bot.ts";

/** A deep-link payload may hold A-Z, a-z, 0-9, _ and - (64 at most): base64url of 24 bytes is 32. */
export const isLinkToken = (text: string) => /^[A-Za-z0-9_-]{32}$/.test(text);

export async function createLinkUrl(
  ctx: Pick<AppContext, "env" | "db" | "logger">,
  userId: number,
  now = new Date(),
): Promise<TelegramLink> {
  const username = await botUsername(ctx);
  if (!username) throw new AppError("unavailable", "Telegram cannot be reached now; try again in a minute");
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_MINUTES * 60_000);
  await ctx.db.telegramLinkToken.create({ data: { tokenHash: sha256Hex(token), userId, expiresAt } });
  return { url: `https://t.me/${username}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a token for a chat: the chat is linked to the token's account (an account has one chat: a
 * chat linked before is let go) and takes the account's language when it is new. Null when the
 * token is unknown, used or expired.
 */
export async function linkChat(
  ctx: Pick<AppContext, "db">,
  token: string,
  chatId: bigint,
  now = new Date(),
): Promise<{ language: string } | null> {
  return ctx.db.$transaction(async (tx) => {
    const used = await tx.telegramLinkToken.updateManyAndReturn({
      where: { tokenHash: sha256Hex(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const row = used[0];
    if (!row) return null;
    const user = await tx.user.findUnique({ where: { id: row.userId }, select: { language: true } });
    await tx.telegramChat.updateMany({
      where: { userId: row.userId, NOT: { chatId } },
      data: { userId: null },
    });
    const language = toLanguage(user?.language);
    const chat = await tx.telegramChat.upsert({
      where: { chatId },
      create: { chatId, userId: row.userId, language, kinds: [], fieldsOfStudy: [], countries: [] },
      update: { userId: row.userId, active: true },
    });
    return { language: chat.language };
  });
}

/** Whether an account has a chat linked (and not stopped). */
export async function isLinked(ctx: Pick<AppContext, "db">, userId: number): Promise<boolean> {
  return (await ctx.db.telegramChat.count({ where: { userId, active: true } })) > 0;
}
