import type { AuditEntry } from "@btw/contracts";
import type { Prisma } from "@btw/db";
import { searchWhere } from "../admin-lists/list-order.ts";
import type { AppContext } from "../context.ts";
import { escapeLike } from "../lib/like-pattern.ts";
import { paginate } from "../lib/paginate.ts";

/** Entries whose summary, record number or person (as kept, or as named now) holds the search text. */
function searchEntries(q: string | undefined): Prisma.AuditLogWhereInput {
  if (!q) return {};
  const { OR = [] } = searchWhere(q, ["summary", "actorName", "entityId"] as const);
  return {
    OR: [...OR, { actor: { fullName: { contains: escapeLike(q), mode: "insensitive" } } }],
  };
}

export async function pageAuditLog(
  ctx: AppContext,
  query: { page: number; limit: number; entity?: string | undefined; q?: string | undefined },
): Promise<{ entries: AuditEntry[]; count: number; totalPages: number; page: number; limit: number }> {
  const where: Prisma.AuditLogWhereInput = {
    ...(query.entity ? { entity: query.entity } : {}),
    ...searchEntries(query.q),
  };
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
