import { formatMoney, type Language, mailCatalog } from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";
import { testBanner, testMark } from "./donation-receipt.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface MonthlyReminderData {
  donorName: string;
  amount: number;
  currency: string;
  /** Opens a fresh checkout for this month's gift. */
  giveUrl: string;
  /** One click stops the reminders. */
  stopUrl: string;
  /** The pledge began with a test payment: marked TEST from subject to body. */
  test?: boolean;
  /** The language of the gift that started the pledge. */
  language: Language;
  homeUrl: string;
}

export function renderMonthlyReminder(data: MonthlyReminderData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.monthlyReminder;
  const amount = formatMoney(data.amount, data.currency, data.language);
  const bodyHtml = [
    data.test ? testBanner(t.testNotice) : "",
    paragraph(words.dear(data.donorName)),
    paragraph(t.intro(amount)),
    paragraph(t.how),
    button(t.giveButton(amount), data.giveUrl),
    paragraph(t.stopQuestion),
    `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(data.stopUrl)}" style="color:#0f5132">${escapeHtml(t.stopReminders)}</a></p>`,
  ].join("\n");
  const bodyText = [
    ...(data.test ? [t.testNotice, ""] : []),
    words.dear(data.donorName),
    "",
    t.intro(amount),
    "",
    t.how,
    `${t.giveButton(amount)}: ${data.giveUrl}`,
    "",
    t.stopQuestion,
    `${t.stopReminders}: ${data.stopUrl}`,
  ].join("\n");
  return renderLayout({
    subject: `${testMark(data.test, data.language)}${t.subject}`,
    preheader: t.preheader(amount),
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, unsubscribeUrl: data.stopUrl, homeUrl: data.homeUrl },
  });
}
