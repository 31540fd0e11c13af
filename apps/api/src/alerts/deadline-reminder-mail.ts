// The email of a deadline reminder: for members whose alerts are on and who have no Telegram linked.
import { type Language, mailCatalog, telegramCatalog } from "@btw/i18n";
import { escapeHtml } from "../lib/escape-html.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "../mail/templates/layout.ts";
import { deadlineText } from "../telegram/listing-message.ts";

interface DeadlineReminderMail {
  language: Language;
  name: string;
  daysLeft: number;
  title: string;
  url: string;
  deadline: Date;
  unsubscribeUrl: string;
  homeUrl: string;
}

export function renderDeadlineReminder(data: DeadlineReminderMail): RenderedMail {
  const mail = mailCatalog(data.language);
  const words = telegramCatalog(data.language);
  const deadline = mail.digest.deadline(deadlineText(data.deadline, data.language));
  const subject = words.reminder.emailSubject(data.daysLeft, data.title);
  return renderLayout({
    subject,
    preheader: deadline,
    language: data.language,
    bodyHtml: [
      paragraph(mail.hello(data.name)),
      `<p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#0f5132">${escapeHtml(words.reminder.daysLeft(data.daysLeft))}</p>`,
      paragraph(`${data.title}. ${deadline}`),
      button(words.post.open, data.url),
      paragraph(mail.digest.neverPay),
    ].join("\n"),
    bodyText: [
      mail.hello(data.name),
      "",
      words.reminder.daysLeft(data.daysLeft),
      `${data.title}. ${deadline}`,
      data.url,
      "",
      mail.digest.neverPay,
    ].join("\n"),
    footer: {
      reason: words.reminder.emailReason,
      unsubscribeUrl: data.unsubscribeUrl,
      homeUrl: data.homeUrl,
    },
  });
}
