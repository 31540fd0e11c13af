// Every outgoing message is rendered here: one file per template, each `renderX(data) -> { subject,
// text, html }` on the shared layout. `mailMessage` turns a rendering into what MailSender.send takes.
import type { MailMessage } from "../mail-sender.ts";
import type { RenderedMail } from "./layout.ts";

export { button, paragraph, paragraphWithLink, type RenderedMail, renderLayout } from "./layout.ts";
export { renderPasswordResetCode } from "./password-reset-code.ts";

/** `template` names the message in logs and the mail log (e.g. "password-reset-code"). */
export function mailMessage(to: string, template: string, rendered: RenderedMail): MailMessage {
  return { to, template, ...rendered };
}
