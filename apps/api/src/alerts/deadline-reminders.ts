// Reminders before a saved listing's deadline: 7, 3 and 1 days before the deadline day (UTC), for
// listings still public (never closed or hidden ones). By Telegram when the member has an active
// linked chat, else by email when their alerts are on. One deadline_reminders row per person,
// listing and day is written before sending, so a retried or repeated run sends nothing twice.
import { DEADLINE_REMINDER_DAYS, type OpportunityKind as KindName, OPPORTUNITY_KINDS } from "@btw/contracts";
import { Prisma } from "@btw/db";
import { type Language, telegramCatalog, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../lib/errors.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { listingTitle } from "../lib/vocabulary-labels.ts";
import { homeUrl } from "../mail/site-links.ts";
import { listingMessage, listingUrl, readListing } from "../telegram/listing-message.ts";
import { enqueueDelivery } from "../telegram/telegram-deliveries.ts";
import { telegramEnabled } from "../telegram/telegram-settings.ts";
import { alertUnsubscribeUrl } from "./alert-links.ts";
import { renderDeadlineReminder } from "./deadline-reminder-mail.ts";
import { type ListingLine, readPublicListings, SOONEST_FIRST, titleIn } from "./public-listings.ts";

const DAY_MS = 86_400_000;
/** More saved listings than this closing on one day, of one kind, is not a person's list. */
const PER_DAY_LIMIT = 5_000;

interface ReminderRun {
  telegram: number;
  email: number;
  /** Already reminded today (a retry), or nobody to reach (no chat, alerts off). */
  skipped: number;
}

type ReminderContext = Pick<AppContext, "env" | "db" | "logger" | "jobs" | "mail">;

/** Who a reminder goes to: what of the account it reads, with its linked chat and its alert settings. */
const RECIPIENT = {
  select: { id: true, active: true, email: true, fullName: true, telegramChat: true, alertPreference: true },
} as const;
type Recipient = Prisma.UserGetPayload<typeof RECIPIENT>;

/** A listing's whole text for its Telegram message, read once a run however many people saved it. */
type ReadFull = (kind: KindName, id: number) => ReturnType<typeof readListing>;

async function remind(
  ctx: ReminderContext,
  run: ReminderRun,
  readFull: ReadFull,
  user: Recipient,
  kind: KindName,
  listing: ListingLine & { deadline: Date },
  daysLeft: number,
  today: Date,
): Promise<void> {
  const chat = telegramEnabled(ctx.env) && user.telegramChat?.active ? user.telegramChat : null;
  const emailOn = user.active && user.alertPreference?.enabled ? user.alertPreference : null;
  if (!user.active || (!chat && !emailOn)) {
    run.skipped += 1;
    return;
  }
  try {
    await ctx.db.deadlineReminder.create({
      data: {
        userId: user.id,
        kind,
        listingId: listing.id,
        day: today,
        daysLeft,
        via: chat ? "telegram" : "email",
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    run.skipped += 1;
    return;
  }
  if (chat) {
    const language = toLanguage(chat.language);
    const full = await readFull(kind, listing.id);
    if (!full) return;
    const text = `<b>⏰ ${escapeHtml(telegramCatalog(language).reminder.daysLeft(daysLeft))}</b>\n\n${listingMessage(ctx, full, language)}`;
    await enqueueDelivery(ctx, {
      chatId: chat.chatId.toString(),
      purpose: "reminder",
      language,
      text,
      kind,
      listingId: listing.id,
    });
    run.telegram += 1;
    return;
  }
  const preference = emailOn as NonNullable<typeof emailOn>;
  const language: Language = toLanguage(preference.language);
  const unsubscribeUrl = alertUnsubscribeUrl(ctx.env, preference.token);
  await ctx.mail.send({
    to: user.email,
    template: "deadline-reminder",
    ...renderDeadlineReminder({
      language,
      name: user.fullName,
      daysLeft,
      title: listingTitle(language, kind, titleIn(listing, language)),
      url: listingUrl(ctx, kind, listing.id, language),
      deadline: listing.deadline,
      unsubscribeUrl,
      homeUrl: homeUrl(ctx.env, language),
    }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  run.email += 1;
}

export async function sendDeadlineReminders(ctx: ReminderContext, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { telegram: 0, email: 0, skipped: 0 };
  const read = new Map<string, ReturnType<typeof readListing>>();
  const readFull: ReadFull = (kind, id) => {
    const key = `${kind}:${id}`;
    const known = read.get(key) ?? readListing(ctx, kind, id);
    read.set(key, known);
    return known;
  };
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  for (const daysLeft of DEADLINE_REMINDER_DAYS) {
    const from = new Date(today.getTime() + daysLeft * DAY_MS);
    const to = new Date(from.getTime() + DAY_MS);
    for (const kind of OPPORTUNITY_KINDS) {
      const listings = await readPublicListings(
        ctx,
        kind,
        [
          Prisma.sql`deadline >= ${from} AND deadline < ${to}`,
          Prisma.sql`id IN (SELECT "opportunityId" FROM saved_opportunities WHERE kind = ${kind})`,
        ],
        SOONEST_FIRST,
        PER_DAY_LIMIT,
      );
      if (listings.length === 0) continue;
      const saved = await ctx.db.savedOpportunity.findMany({
        where: { kind, opportunityId: { in: listings.map((listing) => listing.id) } },
        select: { opportunityId: true, user: RECIPIENT },
      });
      const byId = new Map(listings.map((listing) => [listing.id, listing]));
      for (const { user, opportunityId } of saved) {
        const listing = byId.get(opportunityId);
        if (listing?.deadline)
          await remind(
            ctx,
            run,
            readFull,
            user,
            kind,
            { ...listing, deadline: listing.deadline },
            daysLeft,
            today,
          );
      }
    }
  }
  ctx.logger.info(run, "deadline reminders run");
  return run;
}
