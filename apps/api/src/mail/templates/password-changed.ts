import { ADDIS_ABABA_UTC_OFFSET_MINUTES, formatDate, type Language, mailCatalog } from "@btw/i18n";
import { button, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface PasswordChangedData {
  fullName: string;
  changedAt: Date;
  language: Language;
  /** The forgot-password page in the reader's language. */
  resetUrl: string;
  homeUrl: string;
}

/** Sent after every password change or reset, so a stolen account does not change hands in silence. */
export function renderPasswordChanged(data: PasswordChangedData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.passwordChanged;
  const changed = t.changed(
    formatDate(data.changedAt, data.language, { utcOffsetMinutes: ADDIS_ABABA_UTC_OFFSET_MINUTES }),
  );
  const bodyHtml = [
    paragraph(words.hello(data.fullName)),
    paragraph(changed),
    paragraph(t.ifYou),
    paragraph(t.notYou),
    button(t.resetButton, data.resetUrl),
  ].join("\n");
  const bodyText = [
    words.hello(data.fullName),
    "",
    changed,
    "",
    t.ifYou,
    t.notYou,
    `${t.resetButton}: ${data.resetUrl}`,
  ].join("\n");
  return renderLayout({
    subject: t.subject,
    preheader: changed,
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}
