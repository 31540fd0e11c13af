// An admin's flags on an account: "verified organisation" (its listings show the badge; the mark is
// copied onto each listing so public lists read it without a join) and auto-approval (its
// submissions are approved on submit). Neither exposes anything personal about the account.
import { ADMIN_PAGES, adminOpenPath } from "@btw/contracts";
import type { Prisma } from "@btw/db";
import { staffNotices } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import type { AuthUser } from "../lib/auth.ts";
import { notFound } from "../lib/errors.ts";
import { notifyAdmins } from "../mail/templates/admin-notice.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { type PublicUser, publicUserSelect } from "../users/users.service.ts";

const sameName = (a: string | null, b: string | null) =>
  (a ?? "").trim().replace(/\s+/g, " ").toLowerCase() === (b ?? "").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A member changes the organisation on their account. The verified mark and auto-approval were
 * given to the organisation staff looked at, not to whatever name comes next: a rename clears both
 * (and the badge on the account's listings) until staff look again, and staff are told.
 */
export async function renameOrganisation(
  ctx: AppContext,
  actor: AuthUser,
  organisation: string | null,
  otherChanges: Prisma.UserUpdateInput,
): Promise<PublicUser> {
  const current = await ctx.db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { organisation: true, verifiedOrganisation: true, autoApprove: true, email: true },
  });
  const vouched = current.verifiedOrganisation || current.autoApprove;
  if (!vouched || sameName(current.organisation, organisation)) {
    return ctx.db.user.update({
      where: { id: actor.id },
      data: { ...otherChanges, organisation },
      select: publicUserSelect,
    });
  }
  const user = await ctx.db.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: actor.id },
      data: { ...otherChanges, organisation, verifiedOrganisation: false, autoApprove: false },
      select: publicUserSelect,
    });
    await clearListingMarks(tx, actor.id);
    return updated;
  });
  const before = current.organisation ?? "(none)";
  const after = organisation ?? "(none)";
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: "user",
    entityId: actor.id,
    summary: `organisation renamed: verifiedOrganisation and autoApprove off until staff look again`,
  });
  await notifyAdmins(
    ctx,
    { template: "admin-organisation-renamed", path: adminOpenPath(ADMIN_PAGES.users, actor.id) },
    {
      headline: staffNotices.organisationRenamed(before, after),
      details: [
        ["Account", current.email],
        ["Was", before],
        ["Now", after],
        ["Was verified", current.verifiedOrganisation ? "yes" : "no"],
        ["Was auto-approved", current.autoApprove ? "yes" : "no"],
      ],
    },
  );
  return user;
}

/** The verified mark comes off every listing of the account. */
async function clearListingMarks(tx: Prisma.TransactionClient, userId: number) {
  for (const kind of apiOpportunityKinds) {
    await tx.$executeRaw`UPDATE ${kind.table} SET "verifiedOrganisation" = false WHERE "createdById" = ${userId}`;
  }
}

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
