import { ORGANISATION } from "@btw/contracts";
import { button, escapeHtml, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

export interface NewsletterConfirmData {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** Double opt-in: nobody is on the list until they click the link sent to their own inbox. */
export function renderNewsletterConfirm(data: NewsletterConfirmData): RenderedMail {
  const subject = `Confirm your subscription to ${ORGANISATION.name}`;
  const intro = `Someone, hopefully you, asked to receive news about scholarships, internships, training and jobs from ${ORGANISATION.name} at this address.`;
  const ignore = "If it was not you, ignore this email: you will not be added to the list.";
  const bodyHtml = [
    paragraph("Hello,"),
    paragraph(intro),
    paragraph("Please confirm that you want these emails:"),
    button("Confirm my subscription", data.confirmUrl),
    paragraph(ignore),
    `<p style="margin:0 0 16px;font-size:14px">Link not working? Copy this address into your browser: ${escapeHtml(data.confirmUrl)}</p>`,
  ].join("\n");
  const bodyText = [
    "Hello,",
    "",
    intro,
    "",
    `Confirm your subscription: ${data.confirmUrl}`,
    "",
    ignore,
  ].join("\n");
  return renderLayout({
    subject,
    preheader: "One click to confirm your subscription.",
    bodyHtml,
    bodyText,
    footer: {
      reason: `You received this email because this address was entered in a sign-up box on the ${ORGANISATION.name} website.`,
      unsubscribeUrl: data.unsubscribeUrl,
    },
  });
}
