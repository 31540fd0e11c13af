// What an account's standing means for the listings it posts: members post only once their email is
// verified; an account an admin marked as a verified organisation has its listings carry the badge;
// one with auto-approval has its submissions (and its edits) approved at once.
import { MEMBER_ACCOUNT_MESSAGES } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import type { AuthUser } from "../lib/auth.ts";
import { AppError } from "../lib/errors.ts";

interface PosterStanding {
  verifiedOrganisation: boolean;
  autoApprove: boolean;
}

/** Reads the poster's flags; a member whose email is not verified yet may not post (403). */
export async function posterStanding(ctx: Pick<AppContext, "db">, actor: AuthUser): Promise<PosterStanding> {
  const account = await ctx.db.user.findUnique({
    where: { id: actor.id },
    select: { emailVerifiedAt: true, verifiedOrganisation: true, autoApprove: true },
  });
  if (!account) throw new AppError("unauthorized", "Please sign in to continue");
  if (actor.role === "member" && account.emailVerifiedAt === null) {
    throw new AppError("forbidden", MEMBER_ACCOUNT_MESSAGES.verifyFirst);
  }
  return { verifiedOrganisation: account.verifiedOrganisation, autoApprove: account.autoApprove };
}
