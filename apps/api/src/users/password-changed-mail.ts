// After any password change (a reset by emailed code, or a change in the admin console) the owner
// is told by email in their language, so a stolen account does not change hands in silence.
import { PRIVATE_PAGES } from "@btw/contracts";
import { toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { homeUrl, siteUrl } from "../mail/site-links.ts";
import { mailMessage } from "../mail/templates/index.ts";
import { renderPasswordChanged } from "../mail/templates/password-changed.ts";

const PASSWORD_CHANGED_TEMPLATE = "password-changed";

/** Never throws: the password has changed either way; a failure is logged. */
export async function sendPasswordChanged(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  userId: number,
): Promise<void> {
  try {
    const user = await ctx.db.user.findUnique({
      where: { id: userId },
      select: { email: true, fullName: true, language: true, active: true },
    });
    if (!user?.active) return;
    const language = toLanguage(user.language);
    const rendered = renderPasswordChanged({
      fullName: user.fullName,
      changedAt: new Date(),
      language,
      resetUrl: siteUrl(ctx.env, PRIVATE_PAGES.forgotPassword, language),
      homeUrl: homeUrl(ctx.env, language),
    });
    await ctx.mail.send(mailMessage(user.email, PASSWORD_CHANGED_TEMPLATE, rendered));
  } catch (error) {
    ctx.logger.error({ err: error, userId }, "password-changed email could not be queued");
  }
}
