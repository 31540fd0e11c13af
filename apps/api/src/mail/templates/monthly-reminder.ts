import { ORGANISATION } from "@btw/contracts";
import { formatMoney, testBanner } from "./donation-receipt.ts";
import { button, escapeHtml, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

export interface MonthlyReminderData {
  donorName: string;
  amount: number;
  currency: string;
  /** Opens a fresh checkout for this month's gift. */
  giveUrl: string;
  /** One click stops the reminders. */
  stopUrl: string;
  /** The pledge began with a test payment: marked TEST from subject to body. */
  test?: boolean;
}

export const TEST_REMINDER_NOTICE =
  "TEST: this reminder belongs to a monthly gift made through a test checkout. No money moved.";

export function renderMonthlyReminder(data: MonthlyReminderData): RenderedMail {
  const amount = formatMoney(data.amount, data.currency);
  const subject = `${data.test ? "[TEST] " : ""}Your monthly gift to ${ORGANISATION.name}`;
  const intro = `You pledged to give ${amount} each month to ${ORGANISATION.name}. Thank you for standing with Ethiopian students and young professionals.`;
  const how =
    "When you are ready, this link opens a secure Chapa checkout for this month's gift. Nothing is charged unless you pay there.";
  const bodyHtml = [
    data.test ? testBanner(TEST_REMINDER_NOTICE) : "",
    paragraph(`Dear ${data.donorName},`),
    paragraph(intro),
    paragraph(how),
    button(`Give ${amount} now`, data.giveUrl),
    paragraph("Do you want to stop these reminders? One click is enough, no sign-in needed:"),
    `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(data.stopUrl)}" style="color:#0f5132">Stop monthly reminders</a></p>`,
  ].join("\n");
  const bodyText = [
    ...(data.test ? [TEST_REMINDER_NOTICE, ""] : []),
    `Dear ${data.donorName},`,
    "",
    intro,
    "",
    how,
    `Give ${amount} now: ${data.giveUrl}`,
    "",
    `Stop these reminders (one click, no sign-in): ${data.stopUrl}`,
  ].join("\n");
  return renderLayout({
    subject,
    preheader: `A secure link for this month's gift of ${amount}.`,
    bodyHtml,
    bodyText,
    footer: {
      reason: `You received this reminder because you chose a monthly gift to ${ORGANISATION.name}.`,
      unsubscribeUrl: data.stopUrl,
    },
  });
}
