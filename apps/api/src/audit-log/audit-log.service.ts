import type { AuditEntry } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { paginate } from "../lib/paginate.ts";

export async function pageAuditLog(
  ctx: AppContext,
  query: { page: number; limit: number; entity?: string | undefined },
): Promise<{ entries: AuditEntry[]; count: number; totalPages: number; page: number; limit: number }> {
  const where = query.entity ? { entity: query.entity } : {};
  const { data: rows, ...meta } = await paginate(query, {
    rows: (window) =>
      ctx.db.auditLog.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { actor: { select: { fullName: true } } },
        ...window,
      }),
    count: () => ctx.db.auditLog.count({ where }),
  });
  const entries = rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    // The current name, else the one kept on the entry (the account was deleted), else the system.
    actorName: row.actor?.fullName ?? (row.actorName || null),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, ...meta };
}
