import { PASSWORD_RESET } from "@btw/contracts";
import { type Language, mailCatalog } from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";
import { paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface PasswordResetCodeData {
  fullName: string;
  code: string;
  language: Language;
  homeUrl: string;
  ttlMinutes?: number;
}

/** The code stands in the body only: subjects show on lock screens and in notifications. */
export function renderPasswordResetCode(data: PasswordResetCodeData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.passwordReset;
  const ttl = data.ttlMinutes ?? PASSWORD_RESET.ttlMinutes;
  const bodyHtml = [
    paragraph(words.hello(data.fullName)),
    paragraph(t.useCode),
    `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#111827">${escapeHtml(data.code)}</p>`,
    paragraph(t.expires(ttl)),
    paragraph(t.ignore),
  ].join("\n");
  const bodyText = [
    words.hello(data.fullName),
    "",
    t.useCode,
    "",
    `    ${data.code}`,
    "",
    t.expires(ttl),
    t.ignore,
  ].join("\n");
  return renderLayout({
    subject: t.subject,
    preheader: t.preheader(ttl),
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}
