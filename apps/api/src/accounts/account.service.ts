// The signed-in person's own account: profile, password (the rules of PUT /users/{id}: the current
// password first, other sessions signed out, a "password changed" email) and deleting the account
// (with an email saying so).
import type { PasswordChangeInput, ProfileUpdateInput } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import type { AuthUser } from "../lib/auth.ts";
import { deleteUser, type PublicUser, publicUserSelect, updateUser } from "../users/users.service.ts";
import { readAddressee, sendAccountDeleted } from "./account-deleted-mail.ts";
import { renameOrganisation } from "./organisation.service.ts";

type Profile = { [K in keyof ProfileUpdateInput]?: string | null | undefined };

export async function updateProfile(ctx: AppContext, actor: AuthUser, input: Profile): Promise<PublicUser> {
  const data = {
    ...(input.fullName ? { fullName: input.fullName } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
  const user =
    input.organisation !== undefined
      ? await renameOrganisation(ctx, actor, input.organisation, data)
      : await ctx.db.user.update({ where: { id: actor.id }, data, select: publicUserSelect });
  const changed = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: "user",
    entityId: actor.id,
    summary: `profile: changed ${changed.join(", ") || "nothing"}`,
  });
  return user;
}

export async function changePassword(
  ctx: AppContext,
  actor: AuthUser,
  input: Pick<PasswordChangeInput, "currentPassword" | "password">,
): Promise<void> {
  await updateUser(ctx, actor, actor.id, {
    password: input.password,
    currentPassword: input.currentPassword,
  });
}

/**
 * The password is asked again; then the account goes as deleteUser says (approved listings stay),
 * and the person is told by email.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  actor: AuthUser,
  currentPassword: string | undefined,
): Promise<void> {
  const addressee = await readAddressee(ctx, actor.id);
  await deleteUser(ctx, actor, actor.id, currentPassword);
  if (addressee) await sendAccountDeleted(ctx, addressee);
}
