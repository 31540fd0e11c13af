import type { AuditAction, AuditEntity } from "@btw/contracts";
import type { AppContext } from "../context.ts";

/** Records who did what to which row; shown to admins in the audit log. */
export async function audit(
  ctx: Pick<AppContext, "db">,
  entry: {
    actorId: number | undefined;
    /** Names from contracts' lists: the console has words for each. */
    action: Exclude<AuditAction, "seed">;
    entity: AuditEntity;
    entityId: number | string;
    summary?: string;
  },
): Promise<void> {
  // The name is kept on the entry, so the history still names the person if the account goes.
  const actor = entry.actorId
    ? await ctx.db.user.findUnique({ where: { id: entry.actorId }, select: { fullName: true } })
    : null;
  await ctx.db.auditLog.create({
    data: {
      actorId: entry.actorId ?? null,
      actorName: actor?.fullName ?? "",
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      summary: entry.summary ?? "",
    },
  });
}
