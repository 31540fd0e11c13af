// "My submissions": everything one account posted, across the four kinds, newest first, with its
// status and the reviewer's reason; one UNION query, paged and counted in
// PostgreSQL (lib/paginate.ts answers the page).
import type { ApprovalStatus, MySubmission, OpportunityKind } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { type Page, paginate } from "../lib/paginate.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { nameColumn } from "../opportunities/opportunity-sql.ts";
import { storedDate } from "../opportunities/serialize.ts";

interface MySubmissionsQuery {
  page: number;
  limit: number;
  kind?: OpportunityKind | undefined;
  status?: ApprovalStatus | undefined;
}

interface Row {
  kind: OpportunityKind;
  id: number;
  title: string;
  status: ApprovalStatus;
  reviewReason: string | null;
  reviewedAt: Date | null;
  deadline: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const iso = (value: Date | null) => (value ? storedDate(value) : null);

/** One SELECT per kind (the kind's constant table and title column; values are parameters). */
function unionOf(userId: number, query: MySubmissionsQuery): Prisma.Sql {
  const parts = apiOpportunityKinds
    .filter((kind) => query.kind === undefined || kind.kind === query.kind)
    .map((kind) => {
      const title = nameColumn(kind.kind);
      const status = query.status
        ? Prisma.sql` AND status = ${query.status}::"ApprovalStatus"`
        : Prisma.empty;
      return Prisma.sql`SELECT ${kind.kind}::text AS kind, id, ${title}::text AS title, status::text AS status,
        "reviewReason", "reviewedAt", deadline, "createdAt", "updatedAt"
        FROM ${kind.table} WHERE "createdById" = ${userId}${status}`;
    });
  return Prisma.join(parts, " UNION ALL ");
}

const toSubmission = (row: Row): MySubmission => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  status: row.status,
  reviewReason: row.reviewReason,
  reviewedAt: iso(row.reviewedAt),
  deadline: iso(row.deadline),
  createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
  updatedAt: iso(row.updatedAt) ?? new Date(0).toISOString(),
});

export function listMySubmissions(
  ctx: Pick<AppContext, "db">,
  userId: number,
  query: MySubmissionsQuery,
): Promise<Page<MySubmission>> {
  const union = unionOf(userId, query);
  return paginate(query, {
    count: async () => {
      const [counted] = await ctx.db.$queryRaw<Array<{ count: number }>>`
        SELECT count(*)::int AS count FROM (${union}) AS mine`;
      return counted?.count ?? 0;
    },
    rows: async (window) => {
      const rows = await ctx.db.$queryRaw<Row[]>`
        SELECT * FROM (${union}) AS mine
        ORDER BY "createdAt" DESC, kind, id DESC
        LIMIT ${window.take} OFFSET ${window.skip}`;
      return rows.map(toSubmission);
    },
  });
}
