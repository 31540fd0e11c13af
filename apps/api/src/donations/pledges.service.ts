// Monthly donors: Chapa has no subscription API we can rely on, so a paid monthly gift records a
// pledge, and each month the donor gets a reminder with a link to a fresh checkout. One click on
// the stop link ends the reminders.
import { API_PREFIX, donationPaths } from "@btw/contracts";
import { type Language, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import { homeUrl } from "../mail/site-links.ts";
import { mailMessage } from "../mail/templates/index.ts";
import { renderMonthlyReminder } from "../mail/templates/monthly-reminder.ts";
import { isTestPayment } from "./test-payment.ts";

/** The same day next month, or the month's last day when it has no such day (31 Jan -> 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function pledgeUrls(ctx: Pick<AppContext, "env">, token: string) {
  const base = `${ctx.env.PUBLIC_URL.replace(/\/+$/, "")}${API_PREFIX}`;
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    give: `${base}${donationPaths.pledgeGive}${query}`,
    stop: `${base}${donationPaths.pledgeStop}${query}`,
  };
}

/** One click from the email: idempotent, so opening the link twice is fine. */
export async function stopPledge(
  ctx: AppContext,
  token: string,
): Promise<{ email: string; wasActive: boolean; language: Language }> {
  const pledge = await ctx.db.monthlyPledge.findUnique({
    where: { unsubscribeToken: token },
    select: { id: true, email: true, active: true, language: true },
  });
  if (!pledge) throw new AppError("not_found", "This link is not valid.");
  if (pledge.active) await ctx.db.monthlyPledge.update({ where: { id: pledge.id }, data: { active: false } });
  return { email: pledge.email, wasActive: pledge.active, language: toLanguage(pledge.language) };
}

/**
 * Sends the reminders that are due. Each pledge is claimed by moving its nextReminderAt in one
 * conditional UPDATE first, so two processes (or a retried job) never remind the same donor twice.
 */
export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<{ sent: number }> {
  const due = await ctx.db.monthlyPledge.findMany({
    where: { active: true, nextReminderAt: { lte: now } },
    orderBy: { nextReminderAt: "asc" },
    take: 200,
  });
  let sent = 0;
  for (const pledge of due) {
    let next = addMonths(pledge.nextReminderAt, 1);
    // After a long outage, catch up to the future instead of sending one reminder per missed month.
    while (next <= now) next = addMonths(next, 1);
    const claim = await ctx.db.monthlyPledge.updateMany({
      where: { id: pledge.id, active: true, nextReminderAt: pledge.nextReminderAt },
      data: { nextReminderAt: next, lastReminderAt: now },
    });
    if (claim.count !== 1) continue;
    const urls = pledgeUrls(ctx, pledge.unsubscribeToken);
    // The gift that started the pledge says whether it was real money.
    const first = await ctx.db.donation.findFirst({
      where: { pledgeId: pledge.id },
      orderBy: { id: "asc" },
      select: { paymentMode: true },
    });
    const language = toLanguage(pledge.language);
    const rendered = renderMonthlyReminder({
      language,
      homeUrl: homeUrl(ctx.env, language),
      donorName: `${pledge.fname} ${pledge.lname}`,
      amount: Number(pledge.amount),
      currency: pledge.currency,
      giveUrl: urls.give,
      stopUrl: urls.stop,
      test: first ? isTestPayment(first) : false,
    });
    await ctx.mail.send(mailMessage(pledge.email, "monthly-reminder", rendered));
    sent += 1;
  }
  if (sent > 0) ctx.logger.info({ sent }, "monthly reminders sent");
  return { sent };
}
