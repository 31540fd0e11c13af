// Deleting an account removes the person, not the site's history: listings that went public stay,
// without their poster (the foreign key sets them to no owner) and without the organisation badge;
// what never went public (pending, rejected) goes with the person; sessions, codes and saved items
// go by cascade; the history's entries about the account keep working but forget its address.
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { removeStoredFile } from "../uploads/uploads.ts";

const FORGOTTEN = "Deleted account";

/** Runs inside the caller's transaction; answers the stored photos to remove once it commits. */
export async function removeAccountData(
  tx: Prisma.TransactionClient,
  user: { id: number; email: string; forgetName: boolean },
): Promise<string[]> {
  const photos: string[] = [];
  for (const kind of apiOpportunityKinds) {
    const photo = kind.hasPhoto ? Prisma.sql`photo1` : Prisma.sql`NULL::text AS photo1`;
    const removed = await tx.$queryRaw<Array<{ photo1: string | null }>>`
      DELETE FROM ${kind.table} WHERE "createdById" = ${user.id} AND status <> 'approved' RETURNING ${photo}`;
    for (const row of removed) if (row.photo1) photos.push(row.photo1);
    await tx.$executeRaw`
      UPDATE ${kind.table} SET "verifiedOrganisation" = false WHERE "createdById" = ${user.id}`;
  }
  await tx.$executeRaw`
    UPDATE audit_log SET summary = replace(summary, ${user.email}, ${FORGOTTEN})
    WHERE entity = 'user' AND "entityId" = ${String(user.id)}`;
  // The history keeps a staff member's name when an admin removes the account; a person who
  // deletes their own (and any member) is not named any more.
  if (user.forgetName) {
    await tx.auditLog.updateMany({ where: { actorId: user.id }, data: { actorName: FORGOTTEN } });
  }
  // Messages already delivered (or given up) are the person's data; queued ones still go out.
  await tx.emailMessage.deleteMany({ where: { to: user.email, status: { not: "queued" } } });
  await tx.user.delete({ where: { id: user.id } });
  return photos;
}

export async function discardFiles(
  ctx: Pick<AppContext, "storage" | "logger">,
  files: string[],
): Promise<void> {
  for (const file of files) await removeStoredFile(ctx, file);
}
