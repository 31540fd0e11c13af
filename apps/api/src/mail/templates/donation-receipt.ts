import { type OrganisationContact, SITE_NAME } from "@btw/contracts";
import {
  ADDIS_ABABA_UTC_OFFSET_MINUTES,
  formatDate,
  formatEthiopianDate,
  formatMoney,
  type Language,
  mailCatalog,
  placeName,
} from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";
import { paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface DonationReceiptData {
  donorName: string;
  amount: number;
  currency: string;
  paidAt: Date;
  txRef: string;
  /** Chapa's own reference of the payment, when it gave one. */
  providerReference: string | null;
  monthly: boolean;
  /** For monthly gifts: the one-click link that stops the reminders. */
  stopRemindersUrl?: string | undefined;
  /** A test payment (test checkout or Chapa's test mode): marked TEST from subject to body. */
  test: boolean;
  /** The language of the page the donor gave on. */
  language: Language;
  homeUrl: string;
  /** How to reach the organisation (the ORG_* settings): what is set is printed under the receipt. */
  organisation: OrganisationContact;
}

/** The TEST mark at the top of a donation email's HTML. */
export const testBanner = (text: string) =>
  `<p style="margin:0 0 16px;padding:12px 16px;border:2px solid #d97706;border-radius:8px;background:#fef3c7;color:#78350f;font-weight:700">${escapeHtml(text)}</p>`;

/**
 * The day of the payment in Addis Ababa: in English "12 March 2026 (Megabit 3, 2018 E.C.)"; in
 * Amharic and Afaan Oromo the Ethiopian date first, the Gregorian one beside it (the one formatter).
 */
export const formatReceiptDate = (date: Date, language: Language = "en") => {
  const inAddisAbaba = { utcOffsetMinutes: ADDIS_ABABA_UTC_OFFSET_MINUTES };
  if (language !== "en") return formatDate(date, language, inAddisAbaba);
  return `${formatDate(date, "en", inAddisAbaba)} (${formatEthiopianDate(date, "en", inAddisAbaba)})`;
};

/** "[TEST] " in front of a test payment's subject, in the reader's language. */
export const testMark = (test: boolean | undefined, language: Language) =>
  test ? `${mailCatalog(language).testSubjectMark} ` : "";

const organisationLines = (organisation: OrganisationContact, language: Language) => {
  const { contact } = mailCatalog(language).donationReceipt;
  return [
    SITE_NAME,
    ...(organisation.address ? [placeName(organisation.address, language)] : []),
    ...(organisation.email ? [`${contact.email}: ${organisation.email}`] : []),
    ...(organisation.phone ? [`${contact.phone}: ${organisation.phone}`] : []),
  ];
};

export function renderDonationReceipt(data: DonationReceiptData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.donationReceipt;
  const amount = formatMoney(data.amount, data.currency, data.language);
  const date = formatReceiptDate(data.paidAt, data.language);
  const details: Array<[string, string]> = [
    [t.labels.amount, amount],
    [t.labels.date, date],
    [t.labels.reference, data.txRef],
    ...(data.providerReference
      ? [[t.labels.chapaReference, data.providerReference] as [string, string]]
      : []),
    [t.labels.gift, data.monthly ? t.monthlyGift : t.oneTimeGift],
  ];
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;color:#111827">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const bodyHtml = [
    data.test ? testBanner(t.testNotice) : "",
    paragraph(words.dear(data.donorName)),
    paragraph(t.thanks),
    `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:15px">${rows}</table>`,
    data.monthly ? paragraph(t.monthlyNote) : "",
    data.stopRemindersUrl
      ? `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(data.stopRemindersUrl)}" style="color:#0f5132">${escapeHtml(t.stopReminders)}</a></p>`
      : "",
    paragraph(t.impact),
    `<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280">${organisationLines(data.organisation, data.language).map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");
  const bodyText = [
    ...(data.test ? [t.testNotice, ""] : []),
    words.dear(data.donorName),
    "",
    t.thanks,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(data.monthly ? [t.monthlyNote] : []),
    ...(data.stopRemindersUrl ? [`${t.stopReminders}: ${data.stopRemindersUrl}`, ""] : []),
    t.impact,
    "",
    ...organisationLines(data.organisation, data.language),
  ].join("\n");
  return renderLayout({
    subject: `${testMark(data.test, data.language)}${t.subject(amount)}`,
    preheader: `${data.test ? `${words.testSubjectMark} ` : ""}${t.preheader(amount, date, data.txRef)}`,
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, homeUrl: data.homeUrl },
  });
}
