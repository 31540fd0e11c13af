import { type Language, mailCatalog } from "@btw/i18n";
import { paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface AccountDeletedData {
  /** The greeting's name: the only personal detail the message carries. */
  fullName: string;
  language: Language;
  homeUrl: string;
}

/** Tells a member their account is gone: what went, what stays, and nothing else about them. */
export function renderAccountDeleted(data: AccountDeletedData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.accountDeleted;
  const lines = [t.done, t.whatWent, t.whatStays, t.comeBack];
  return renderLayout({
    subject: t.subject,
    preheader: t.done,
    bodyHtml: [words.hello(data.fullName), ...lines].map(paragraph).join("\n"),
    bodyText: [words.hello(data.fullName), ...lines].join("\n\n"),
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}
