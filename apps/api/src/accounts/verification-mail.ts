// Sign-up's email: the 6-digit code to type and a link that confirms in one click (the web's
// verify page reads `email` and `token` from its address). The code stays out of the subject.
import { EMAIL_VERIFICATION, PRIVATE_PAGES } from "@btw/contracts";
import { type Language, mailCatalog } from "@btw/i18n";
import type { Env } from "../env.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { siteUrl } from "../mail/site-links.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "../mail/templates/index.ts";

export const VERIFICATION_MAIL_TEMPLATE = "email-verification";

interface VerificationMailData {
  fullName: string;
  code: string;
  link: string;
  language: Language;
  homeUrl: string;
}

/** The link the email carries: the web's verify page in the reader's language. */
export function verificationLink(
  env: Pick<Env, "PUBLIC_URL">,
  email: string,
  token: string,
  language: Language,
  next?: string,
): string {
  const url = new URL(siteUrl(env, PRIVATE_PAGES.verifyEmail, language));
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}

export function renderVerificationMail(data: VerificationMailData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.emailVerification;
  const hours = EMAIL_VERIFICATION.ttlHours;
  return renderLayout({
    subject: t.subject,
    preheader: t.preheader(hours),
    bodyHtml: [
      paragraph(words.hello(data.fullName)),
      paragraph(t.welcome),
      paragraph(t.useCode),
      `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#111827">${escapeHtml(data.code)}</p>`,
      paragraph(t.orLink),
      button(t.button, data.link),
      paragraph(t.expires(hours)),
      paragraph(t.ignore),
    ].join("\n"),
    bodyText: [
      words.hello(data.fullName),
      "",
      t.welcome,
      "",
      t.useCode,
      "",
      `    ${data.code}`,
      "",
      `${t.orLink} ${data.link}`,
      "",
      t.expires(hours),
      t.ignore,
    ].join("\n"),
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}
