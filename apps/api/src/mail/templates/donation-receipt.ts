import { ORGANISATION } from "@btw/contracts";
import { ADDIS_ABABA_UTC_OFFSET_MINUTES, formatDate, formatEthiopianDate, formatNumber } from "@btw/i18n";
import { escapeHtml, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

export interface DonationReceiptData {
  donorName: string;
  amount: number;
  currency: string;
  paidAt: Date;
  txRef: string;
  /** Chapa's own reference of the payment, when it gave one. */
  providerReference: string | null;
  monthly: boolean;
  /** For monthly gifts: the one-click link that stops the reminders. */
  stopRemindersUrl?: string;
  /** A test payment (test checkout or Chapa's test mode): marked TEST from subject to body. */
  test: boolean;
}

export const TEST_RECEIPT_NOTICE =
  "TEST PAYMENT: no money moved. This receipt comes from a test of the donation system, not from a real gift.";

/** The TEST mark at the top of a donation email's HTML. */
export const testBanner = (text: string) =>
  `<p style="margin:0 0 16px;padding:12px 16px;border:2px solid #d97706;border-radius:8px;background:#fef3c7;color:#78350f;font-weight:700">${escapeHtml(text)}</p>`;

/** "1,234.50 ETB". */
export const formatMoney = (amount: number, currency: string) =>
  `${formatNumber(amount, "en", { fractionDigits: 2 })} ${currency}`;

/** The day of the payment in Addis Ababa, in both calendars: "12 March 2026 (Megabit 3, 2018 E.C.)". */
export const formatReceiptDate = (date: Date) => {
  const inAddisAbaba = { utcOffsetMinutes: ADDIS_ABABA_UTC_OFFSET_MINUTES };
  return `${formatDate(date, "en", inAddisAbaba)} (${formatEthiopianDate(date, "en", inAddisAbaba)})`;
};

const organisationLines = () => [
  ORGANISATION.name,
  ORGANISATION.addisOffice,
  ORGANISATION.office,
  `Email: ${ORGANISATION.email}`,
  `Phone: ${ORGANISATION.phone}`,
];

export function renderDonationReceipt(data: DonationReceiptData): RenderedMail {
  const amount = formatMoney(data.amount, data.currency);
  const date = formatReceiptDate(data.paidAt);
  const subject = `${data.test ? "[TEST] " : ""}Receipt for your donation of ${amount}`;
  const details: Array<[string, string]> = [
    ["Amount", amount],
    ["Date", date],
    ["Reference", data.txRef],
    ...(data.providerReference ? [["Chapa reference", data.providerReference] as [string, string]] : []),
    ["Gift", data.monthly ? "Monthly gift (this month's payment)" : "One-time gift"],
  ];
  const monthlyNote = data.monthly
    ? "Each month we will email you a reminder with a secure link to give again. You can stop the reminders at any time."
    : undefined;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;color:#111827">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const bodyHtml = [
    data.test ? testBanner(TEST_RECEIPT_NOTICE) : "",
    paragraph(`Dear ${data.donorName},`),
    paragraph(
      `Thank you for your gift to ${ORGANISATION.name}. Your payment was received; this email is your receipt.`,
    ),
    `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:15px">${rows}</table>`,
    monthlyNote ? paragraph(monthlyNote) : "",
    data.stopRemindersUrl
      ? `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(data.stopRemindersUrl)}" style="color:#0f5132">Stop monthly reminders</a></p>`
      : "",
    paragraph(
      "Your gift helps Ethiopian students and young professionals reach scholarships, internships, training and jobs.",
    ),
    `<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280">${organisationLines().map(escapeHtml).join("<br>")}</p>`,
  ].join("\n");
  const bodyText = [
    ...(data.test ? [TEST_RECEIPT_NOTICE, ""] : []),
    `Dear ${data.donorName},`,
    "",
    `Thank you for your gift to ${ORGANISATION.name}. Your payment was received; this email is your receipt.`,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(monthlyNote ? [monthlyNote] : []),
    ...(data.stopRemindersUrl ? [`Stop monthly reminders: ${data.stopRemindersUrl}`, ""] : []),
    "Your gift helps Ethiopian students and young professionals reach scholarships, internships, training and jobs.",
    "",
    ...organisationLines(),
  ].join("\n");
  return renderLayout({
    subject,
    preheader: `${data.test ? "TEST: " : ""}${amount} received on ${date}. Reference ${data.txRef}.`,
    bodyHtml,
    bodyText,
    footer: {
      reason: `You received this receipt because you donated to ${ORGANISATION.name} through our website.`,
    },
  });
}
