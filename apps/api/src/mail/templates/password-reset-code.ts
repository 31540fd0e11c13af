import { PASSWORD_RESET } from "@btw/contracts";
import { escapeHtml, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

export interface PasswordResetCodeData {
  fullName: string;
  code: string;
  ttlMinutes?: number;
}

export function renderPasswordResetCode(data: PasswordResetCodeData): RenderedMail {
  const ttl = data.ttlMinutes ?? PASSWORD_RESET.ttlMinutes;
  const subject = `Your password reset code: ${data.code}`;
  const ignore =
    "If you did not ask to reset your password, ignore this email: your password stays the same.";
  const bodyHtml = [
    paragraph(`Hello ${data.fullName},`),
    paragraph("Use this code to reset your password:"),
    `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#111827">${escapeHtml(data.code)}</p>`,
    paragraph(`The code works once and expires in ${ttl} minutes.`),
    paragraph(ignore),
  ].join("\n");
  const bodyText = [
    `Hello ${data.fullName},`,
    "",
    "Use this code to reset your password:",
    "",
    `    ${data.code}`,
    "",
    `The code works once and expires in ${ttl} minutes.`,
    ignore,
  ].join("\n");
  return renderLayout({
    subject,
    preheader: `Your code expires in ${ttl} minutes.`,
    bodyHtml,
    bodyText,
    footer: {
      reason:
        "You received this email because someone asked to reset the password of your Born To Win account.",
    },
  });
}
