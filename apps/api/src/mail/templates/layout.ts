// The one HTML frame every message shares: inline styles only (mail clients drop <style> and
// external CSS), a plain-text twin for clients that show no HTML, and a footer slot for the
// reason a person gets the message and, for lists, the unsubscribe link.
import { SITE_NAME } from "@btw/contracts";
import { type Language, mailCatalog } from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Why the reader gets this message; lists (newsletter, reminders) must also give a way out. */
interface MailFooter {
  reason: string;
  unsubscribeUrl?: string;
  /** The site's home page in the reader's language (visitor emails). */
  homeUrl?: string;
}

/** A body paragraph around HTML already escaped. */
const paragraphOf = (html: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${html}</p>`;

/** A paragraph of escaped text. */
export const paragraph = (text: string) => paragraphOf(escapeHtml(text));

/** A paragraph that ends with an address, as a link (`text` says what it is). */
export const paragraphWithLink = (text: string, url: string) =>
  paragraphOf(
    `${escapeHtml(text)} <a href="${escapeHtml(url)}" style="color:#0f5132">${escapeHtml(url)}</a>`,
  );

/** A call-to-action link styled as a button (the URL is escaped too). */
export const button = (label: string, url: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0f5132;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

interface LayoutInput {
  subject: string;
  /** Shown by many clients next to the subject in the inbox list. */
  preheader?: string;
  /** Body HTML built from escaped parts (paragraph, button, escapeHtml). */
  bodyHtml: string;
  /** The same message as plain text. */
  bodyText: string;
  footer: MailFooter;
  /** The reader's language: <html lang> and the footer's words. Staff notices stay English. */
  language?: Language;
}

export function renderLayout(input: LayoutInput): RenderedMail {
  const { subject, preheader = "", bodyHtml, bodyText, footer, language = "en" } = input;
  const words = mailCatalog(language).layout;
  const unsubscribeHtml = footer.unsubscribeUrl
    ? ` <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(words.unsubscribe)}</a>.`
    : "";
  const homeHtml = footer.homeUrl
    ? `<br><a href="${escapeHtml(footer.homeUrl)}" style="color:#6b7280">${escapeHtml(words.visitSite)}</a>`
    : "";
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:700;color:#0f5132">${escapeHtml(SITE_NAME)}</td></tr>
<tr><td style="padding:28px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280">${escapeHtml(footer.reason)}${unsubscribeHtml}${homeHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const unsubscribeText = footer.unsubscribeUrl ? `\n${words.unsubscribe}: ${footer.unsubscribeUrl}` : "";
  const homeText = footer.homeUrl ? `\n${words.visitSite}: ${footer.homeUrl}` : "";
  const text = `${bodyText.trim()}\n\n--\n${SITE_NAME}\n${footer.reason}${unsubscribeText}${homeText}\n`;
  return { subject, text, html };
}
