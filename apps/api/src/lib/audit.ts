import type { AppContext } from "../context.ts";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "approve"
  | "reject"
  | "role-change"
  | "deactivate"
  | "restore"
  | "purge";

/** Records who did what to which row; shown to admins in the audit log. */
export async function audit(
  ctx: Pick<AppContext, "db">,
  entry: {
    actorId: number | undefined;
    action: AuditAction;
    entity: string;
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
