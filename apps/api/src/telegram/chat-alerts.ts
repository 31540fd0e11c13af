// Alerts to people's chats: a new listing that matches their choices at once ("instant", within the
// daily cap they chose), or Monday's digest ("weekly"). Matching follows the email digest's rules:
// kinds; fields of study narrow scholarships; countries narrow the kinds that name countries and jobs
// by their location; a listing that names no country is open to everyone.
import { type AlertChoices, isoWeekOf } from "@btw/contracts";
import type { TelegramChat } from "@btw/db";
import { type Language, mailCatalog, telegramCatalog, toLanguage } from "@btw/i18n";
import { matchDigest } from "../alerts/digest-matching.ts";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { type Listing, listingLine, listingMessage, placesOf } from "./listing-message.ts";
import { enqueueDelivery } from "./telegram-deliveries.ts";

type AlertContext = Pick<AppContext, "env" | "db" | "logger" | "jobs">;

const DAY_MS = 86_400_000;
/** Only listings published this recently alert anyone (an edit of an old one does not). */
const FRESH_MS = 2 * DAY_MS;

const choicesOfChat = (chat: TelegramChat): AlertChoices => ({
  kinds: chat.kinds as AlertChoices["kinds"],
  fieldsOfStudy: chat.fieldsOfStudy,
  countries: chat.countries,
  // The bot offers no list filters: a chat hears of every listing its other choices match.
  filters: {},
});

/** Whether a listing matches a person's choices (the digest's rules, for one listing in memory). */
function listingMatches(listing: Listing, choices: AlertChoices): boolean {
  if (choices.kinds.length > 0 && !choices.kinds.includes(listing.kind)) return false;
  const { row } = listing;
  if (listing.kind === "scholarships" && choices.fieldsOfStudy.length > 0) {
    const fields = Array.isArray(row.fieldsOfStudy) ? (row.fieldsOfStudy as string[]) : [];
    if (!fields.some((field) => choices.fieldsOfStudy.includes(field))) return false;
  }
  if (choices.countries.length > 0) {
    const wanted = choices.countries.map((country) => country.toLowerCase());
    const places = placesOf(row).map((place) => place.toLowerCase());
    if (places.length === 0) return true;
    if (listing.kind === "jobs")
      return places.some((place) => wanted.some((country) => place.includes(country)));
    return places.some((place) => wanted.includes(place));
  }
  return true;
}

const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

export async function sendInstantAlerts(
  ctx: AlertContext,
  listing: Listing,
  now = new Date(),
): Promise<number> {
  const published = listing.row.reviewedAt ?? listing.row.createdAt;
  if (now.getTime() - published.getTime() > FRESH_MS) return 0;
  const chats = await ctx.db.telegramChat.findMany({
    where: {
      active: true,
      frequency: "instant",
      OR: [{ kinds: { isEmpty: true } }, { kinds: { has: listing.kind } }],
    },
  });
  let sent = 0;
  for (const chat of chats) {
    if (!listingMatches(listing, choicesOfChat(chat))) continue;
    const chatId = chat.chatId.toString();
    const already = await ctx.db.telegramDelivery.count({
      where: { chatId, purpose: "alert", kind: listing.kind, listingId: listing.id },
    });
    if (already > 0) continue;
    const today = await ctx.db.telegramDelivery.count({
      where: { chatId, purpose: "alert", createdAt: { gte: startOfUtcDay(now) }, status: { not: "failed" } },
    });
    if (today >= chat.dailyCap) continue;
    const language = toLanguage(chat.language);
    const text = `<b>${escapeHtml(telegramCatalog(language).alert.heading)}</b>\n\n${listingMessage(ctx, listing, language)}`;
    await enqueueDelivery(ctx, {
      chatId,
      purpose: "alert",
      language,
      text,
      kind: listing.kind,
      listingId: listing.id,
    });
    sent += 1;
  }
  return sent;
}

/** Monday's digest for chats that chose "weekly": at most one a week each, nothing when nothing matched. */
export async function sendTelegramDigests(ctx: AlertContext, now = new Date()): Promise<number> {
  const week = isoWeekOf(now);
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const chats = await ctx.db.telegramChat.findMany({ where: { active: true, frequency: "weekly" } });
  let sent = 0;
  for (const chat of chats) {
    const chatId = chat.chatId.toString();
    const already = await ctx.db.telegramDelivery.count({
      where: { chatId, purpose: "digest", createdAt: { gte: new Date(now.getTime() - 6 * DAY_MS) } },
    });
    if (already > 0) continue;
    const matches = await matchDigest(ctx, choicesOfChat(chat), since);
    if (matches.fresh.length + matches.closing.length === 0) continue;
    const language: Language = toLanguage(chat.language);
    const mail = mailCatalog(language).digest;
    const section = (heading: string, items: typeof matches.fresh) =>
      items.length === 0
        ? []
        : ["", `<b>${escapeHtml(heading)}</b>`, ...items.map((item) => listingLine(ctx, item, language))];
    const text = [
      `<b>${escapeHtml(telegramCatalog(language).digest.heading)}</b> (${week})`,
      ...section(mail.newHeading, matches.fresh),
      ...section(mail.closingHeading, matches.closing),
      "",
      `⚠️ ${escapeHtml(mail.neverPay)}`,
    ].join("\n");
    await enqueueDelivery(ctx, { chatId, purpose: "digest", language, text });
    sent += 1;
  }
  ctx.logger.info({ week, sent }, "telegram weekly digest run");
  return sent;
}
