// An admin's flags on an account: "verified organisation" (its listings show the badge; the mark is
// copied onto each listing so public lists read it without a join) and auto-approval (its
// submissions are approved on submit). Neither exposes anything personal about the account.
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import type { AuthUser } from "../lib/auth.ts";
import { notFound } from "../lib/errors.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { type PublicUser, publicUserSelect } from "../users/users.service.ts";

export async function setOrganisationFlags(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  flags: { verifiedOrganisation?: boolean | undefined; autoApprove?: boolean | undefined },
): Promise<PublicUser> {
  const current = await ctx.db.user.findUnique({ where: { id }, select: { id: true } });
  if (!current) throw notFound("User");
  const user = await ctx.db.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id },
      data: { verifiedOrganisation: flags.verifiedOrganisation, autoApprove: flags.autoApprove },
      select: publicUserSelect,
    });
    if (flags.verifiedOrganisation !== undefined) {
      for (const kind of apiOpportunityKinds) {
        await tx.$executeRaw`
          UPDATE ${kind.table} SET "verifiedOrganisation" = ${flags.verifiedOrganisation}
          WHERE "createdById" = ${id}`;
      }
    }
    return updated;
  });
  const said = Object.entries(flags)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${value ? "on" : "off"}`);
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: "user",
    entityId: id,
    summary: `organisation flags: ${said.join(", ")}`,
  });
  return user;
}
