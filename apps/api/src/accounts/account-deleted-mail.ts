// After a member deletes their own account they are told so by email, in their language. The
// address, name and language are read before the account goes; the message names nothing else.
import { toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { homeUrl } from "../mail/site-links.ts";
import { renderAccountDeleted } from "../mail/templates/account-deleted.ts";
import { mailMessage } from "../mail/templates/index.ts";

const ACCOUNT_DELETED_TEMPLATE = "account-deleted";

interface DeletedAccountAddressee {
  email: string;
  fullName: string;
  language: string | null;
}

export async function readAddressee(
  ctx: Pick<AppContext, "db">,
  userId: number,
): Promise<DeletedAccountAddressee | null> {
  return ctx.db.user.findUnique({
    where: { id: userId },
    select: { email: true, fullName: true, language: true },
  });
}

/** Never throws: the account is gone either way; a failure is logged without the address. */
export async function sendAccountDeleted(
  ctx: Pick<AppContext, "mail" | "logger" | "env">,
  addressee: DeletedAccountAddressee,
): Promise<void> {
  try {
    const language = toLanguage(addressee.language);
    const rendered = renderAccountDeleted({
      fullName: addressee.fullName,
      language,
      homeUrl: homeUrl(ctx.env, language),
    });
    await ctx.mail.send(mailMessage(addressee.email, ACCOUNT_DELETED_TEMPLATE, rendered));
  } catch (error) {
    ctx.logger.error({ err: error }, "account-deleted email could not be queued");
  }
}
