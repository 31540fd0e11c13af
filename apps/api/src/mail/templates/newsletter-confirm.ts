import { type Language, mailCatalog } from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface NewsletterConfirmData {
  confirmUrl: string;
  unsubscribeUrl: string;
  language: Language;
  homeUrl: string;
}

/** Double opt-in: nobody is on the list until they click the link sent to their own inbox. */
export function renderNewsletterConfirm(data: NewsletterConfirmData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.newsletterConfirm;
  const bodyHtml = [
    paragraph(words.hello()),
    paragraph(t.intro),
    paragraph(t.ask),
    button(t.button, data.confirmUrl),
    paragraph(t.ignore),
    `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(words.linkFallback)} ${escapeHtml(data.confirmUrl)}</p>`,
  ].join("\n");
  const bodyText = [words.hello(), "", t.intro, "", `${t.button}: ${data.confirmUrl}`, "", t.ignore].join(
    "\n",
  );
  return renderLayout({
    subject: t.subject,
    preheader: t.preheader,
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, unsubscribeUrl: data.unsubscribeUrl, homeUrl: data.homeUrl },
  });
}
