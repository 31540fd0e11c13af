// Opportunities a member keeps for later, on the server: list, add, remove, and merge what the
// browser kept before sign-in. Only public listings can be saved; a saved listing that stops being
// approved (or is deleted) drops out of the list.
import {
  localizeContent,
  MEMBER_ACCOUNT_MESSAGES,
  OPPORTUNITY_KIND_REGISTRY,
  type OpportunityKind,
  opportunityTitle,
  SAVED_OPPORTUNITIES,
  type SavedOpportunity,
} from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { Language } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import type { OpportunityKind as ApiKind } from "../opportunities/opportunity-kind.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { type Visibility, whereClause } from "../opportunities/opportunity-sql.ts";
import { serializer, storedDate } from "../opportunities/serialize.ts";

type Db = Pick<AppContext, "db">;
type Ref = { kind: OpportunityKind; id: number };
type Item = Record<string, unknown>;

const kindOf = (kind: OpportunityKind) => API_OPPORTUNITY_KINDS[kind] as unknown as ApiKind;
const serializers = new Map<OpportunityKind, (row: object) => Item>();
function toItem(kind: OpportunityKind, row: object): Item {
  let serialize = serializers.get(kind);
  if (!serialize) {
    serialize = serializer(kindOf(kind).schemas.item) as (row: object) => Item;
    serializers.set(kind, serialize);
  }
  return serialize(row);
}

/** Hidden by staff or by reports: out of the public's sight, saved lists included. */
const NOT_HIDDEN = Prisma.sql`"hiddenAt" IS NULL`;

/** The rows of `ids` that `visibility` (and `filters`) let through, by id. */
async function rowsOf(
  ctx: Db,
  kind: OpportunityKind,
  ids: number[],
  visibility: Visibility,
  filters: Prisma.Sql[] = [],
): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const { table, columns } = kindOf(kind);
  const where = whereClause(visibility, [Prisma.sql`id = ANY(${ids}::int[])`, ...filters]);
  const rows = await ctx.db.$queryRaw<Array<Record<string, unknown> & { id: number }>>`
    SELECT ${columns} FROM ${table} ${where}`;
  return new Map(rows.map((row) => [row.id, row]));
}

function byKind<T extends Ref>(refs: T[]): Map<OpportunityKind, T[]> {
  const groups = new Map<OpportunityKind, T[]>();
  for (const ref of refs) groups.set(ref.kind, [...(groups.get(ref.kind) ?? []), ref]);
  return groups;
}

/** Which of `refs` are public listings now (approved, open). */
async function publicRefs<T extends Ref>(ctx: Db, refs: T[]): Promise<T[]> {
  const found: T[] = [];
  for (const [kind, group] of byKind(refs)) {
    const rows = await rowsOf(
      ctx,
      kind,
      group.map((ref) => ref.id),
      { kind: "public" },
    );
    found.push(...group.filter((ref) => rows.has(ref.id)));
  }
  return found;
}

/**
 * The saved list, newest first: approved listings, closed ones included (the site marks them
 * Closed); listings no longer approved, or hidden, are left out (and stay saved). Each reads in the
 * reader's language where it has a version in it.
 */
export async function listSaved(ctx: Db, userId: number, reader?: Language): Promise<SavedOpportunity[]> {
  const saved = await ctx.db.savedOpportunity.findMany({
    where: { userId },
    orderBy: [{ savedAt: "desc" }, { id: "desc" }],
    take: SAVED_OPPORTUNITIES.max,
  });
  const refs = saved.flatMap((row) =>
    row.kind in OPPORTUNITY_KIND_REGISTRY ? [{ ...row, kind: row.kind as OpportunityKind }] : [],
  );
  const rows = new Map<string, Record<string, unknown>>();
  for (const [kind, group] of byKind(refs.map((row) => ({ kind: row.kind, id: row.opportunityId })))) {
    const found = await rowsOf(
      ctx,
      kind,
      group.map((ref) => ref.id),
      { kind: "status", status: "approved" },
      [NOT_HIDDEN],
    );
    for (const [id, row] of found) rows.set(`${kind}:${id}`, row);
  }
  return refs.flatMap((ref) => {
    const stored = rows.get(`${ref.kind}:${ref.opportunityId}`);
    if (!stored) return [];
    const row = reader ? localizeContent(ref.kind, stored, reader) : stored;
    const item = toItem(ref.kind, row);
    return [
      {
        kind: ref.kind,
        id: ref.opportunityId,
        title: opportunityTitle(ref.kind, row),
        deadline: (item.deadline as string | null) ?? null,
        savedAt: storedDate(ref.savedAt) ?? new Date().toISOString(),
        item,
      },
    ];
  });
}

const countSaved = (ctx: Db, userId: number) => ctx.db.savedOpportunity.count({ where: { userId } });

export async function addSaved(
  ctx: Db,
  userId: number,
  ref: Ref,
  reader?: Language,
): Promise<SavedOpportunity[]> {
  const [found] = await publicRefs(ctx, [ref]);
  if (!found) throw new AppError("not_found", MEMBER_ACCOUNT_MESSAGES.notSaveable);
  const existing = await ctx.db.savedOpportunity.findUnique({
    where: { userId_kind_opportunityId: { userId, kind: ref.kind, opportunityId: ref.id } },
    select: { id: true },
  });
  if (!existing) {
    if ((await countSaved(ctx, userId)) >= SAVED_OPPORTUNITIES.max) {
      throw new AppError("conflict", MEMBER_ACCOUNT_MESSAGES.tooManySaved);
    }
    await ctx.db.savedOpportunity.createMany({
      data: [{ userId, kind: ref.kind, opportunityId: ref.id }],
      skipDuplicates: true,
    });
  }
  return listSaved(ctx, userId, reader);
}

export async function removeSaved(
  ctx: Db,
  userId: number,
  ref: Ref,
  reader?: Language,
): Promise<SavedOpportunity[]> {
  await ctx.db.savedOpportunity.deleteMany({ where: { userId, kind: ref.kind, opportunityId: ref.id } });
  return listSaved(ctx, userId, reader);
}

/**
 * Moves the browser's list into the account: public listings not saved yet are added (keeping the
 * browser's date when it is not in the future), up to the limit; anything else is skipped.
 */
export async function mergeSaved(
  ctx: Db,
  userId: number,
  items: Array<Ref & { savedAt?: Date | undefined }>,
  reader?: Language,
): Promise<{ saved: SavedOpportunity[]; added: number; skipped: number }> {
  const first = new Map<string, Ref & { savedAt?: Date | undefined }>();
  for (const item of items)
    if (!first.has(`${item.kind}:${item.id}`)) first.set(`${item.kind}:${item.id}`, item);
  const unique = [...first.values()];
  const already = new Set(
    (
      await ctx.db.savedOpportunity.findMany({
        where: { userId },
        select: { kind: true, opportunityId: true },
      })
    ).map((row) => `${row.kind}:${row.opportunityId}`),
  );
  const fresh = unique.filter((item) => !already.has(`${item.kind}:${item.id}`));
  const room = Math.max(0, SAVED_OPPORTUNITIES.max - already.size);
  const now = Date.now();
  const toAdd = (await publicRefs(ctx, fresh)).slice(0, room);
  const created = await ctx.db.savedOpportunity.createMany({
    data: toAdd.map((item) => ({
      userId,
      kind: item.kind,
      opportunityId: item.id,
      savedAt: item.savedAt && item.savedAt.getTime() <= now ? item.savedAt : new Date(now),
    })),
    skipDuplicates: true,
  });
  return {
    saved: await listSaved(ctx, userId, reader),
    added: created.count,
    skipped: items.length - created.count,
  };
}
