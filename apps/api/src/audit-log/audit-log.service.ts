import { type AuditEntry, totalPages } from "@btw/contracts";
import type { AppContext } from "../context.ts";

export async function pageAuditLog(
  ctx: AppContext,
  query: { page: number; limit: number; entity?: string | undefined },
): Promise<{ entries: AuditEntry[]; count: number; totalPages: number; page: number; limit: number }> {
  const where = query.entity ? { entity: query.entity } : {};
  const [rows, count] = await Promise.all([
    ctx.db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      include: { actor: { select: { fullName: true } } },
    }),
    ctx.db.auditLog.count({ where }),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorName: row.actor?.fullName ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, count, totalPages: totalPages(count, query.limit), page: query.page, limit: query.limit };
}
