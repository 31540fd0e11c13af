import type { AppContext } from "../context.ts";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "approve"
  | "reject"
  | "role-change"
  | "deactivate";

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
  await ctx.db.auditLog.create({
    data: {
      actorId: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      summary: entry.summary ?? "",
    },
  });
}
