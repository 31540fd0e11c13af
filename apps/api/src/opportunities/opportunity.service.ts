// The rules the four moderated kinds share: who sees what, who may change what, and the review flow.
import { type ApproveBody, can, REVIEW_MESSAGES, totalPages } from "@btw/contracts";
import type { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import type { AuthUser } from "../lib/auth.ts";
import { AppError, notFound } from "../lib/errors.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";
import type {
  ModerationData,
  OpportunityKind,
  OpportunityPageQuery,
  OpportunityRow,
} from "./opportunity-kind.ts";
import {
  buildPageIndex,
  fetchIndexedPage,
  forgetKindIndexes,
  type PageIndexCache,
  pageIndexCacheFor,
} from "./opportunity-page-index.ts";
import {
  countRows,
  fetchWindow,
  listConditions,
  pageWindow,
  textContains,
  type Visibility,
  whereClause,
} from "./opportunity-sql.ts";
import { announceKindWritten } from "./page-index-channel.ts";
import { notifySubmitter } from "./review-mail.ts";
import { serializer } from "./serialize.ts";

// biome-ignore lint/suspicious/noExplicitAny: one shared service for kinds of different row and input types
type AnyKind = OpportunityKind<any, any, any, any>;
type Item = Record<string, unknown>;

/** Staff (the permission table's `opportunity.edit`) see every status and edit anyone's items. */
const isStaff = (user: AuthUser | undefined) => can(user?.role, "opportunity.edit");

const serializers = new WeakMap<AnyKind, (row: object) => Item>();
function toItem(kind: AnyKind, row: object): Item {
  let serialize = serializers.get(kind);
  if (!serialize) {
    serialize = serializer(kind.schemas.item) as (row: object) => Item;
    serializers.set(kind, serialize);
  }
  return serialize(row);
}

/** The public sees approved, open items; staff may ask for a status (`all` for every one). */
function listVisibility(user: AuthUser | undefined, status: OpportunityPageQuery["status"]): Visibility {
  if (status === undefined) return { kind: "public" };
  if (isStaff(user)) return status === "all" ? { kind: "any" } : { kind: "status", status };
  if (status === "approved") return { kind: "public" };
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  throw new AppError("forbidden", "Only admins and editors may list pending or rejected items");
}

function listFilters(kind: AnyKind, query: OpportunityPageQuery): Prisma.Sql[] {
  const filters: Prisma.Sql[] = kind.filters(query);
  if (query.q) filters.push(textContains(kind.searchText, query.q));
  return filters;
}

function pageIndexCache(ctx: Pick<AppContext, "db" | "env">): PageIndexCache {
  return pageIndexCacheFor(ctx.db, ctx.env.LIST_CACHE_SECONDS * 1000);
}

/** After a write of this kind, its lists are recounted on the next request, in every process. */
async function forgetPages(ctx: Pick<AppContext, "db" | "env" | "logger">, kind: AnyKind) {
  forgetKindIndexes(ctx.db, kind.entity);
  if (pageIndexCache(ctx).enabled) await announceKindWritten(ctx.db, kind.entity, ctx.logger);
}

const utcDay = () => new Date().toISOString().slice(0, 10);

export interface OpportunityPage {
  items: Item[];
  count: number;
  totalPages: number;
  page: number;
  limit: number;
}

/**
 * One page of a filtered list and its total, both computed in PostgreSQL: from the cached page
 * index when LIST_CACHE_SECONDS > 0, otherwise with a count and an OFFSET on the sort index.
 */
async function readPage(
  ctx: Pick<AppContext, "db" | "env">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
): Promise<{ count: number; rows: object[] }> {
  const conditions = listConditions(listVisibility(user, query.status), listFilters(kind, query));
  const where = whereClause({ kind: "any" }, conditions);
  const cache = pageIndexCache(ctx);
  if (cache.enabled) {
    // The public list changes when a deadline day ends, so the day is part of the key.
    const key = `${kind.entity}|${query.sort}|${utcDay()}|${where.text}|${JSON.stringify(where.values)}`;
    const index = await cache.get(key, () => buildPageIndex(ctx.db, kind.table, conditions, query.sort));
    const rows = await fetchIndexedPage<object>(
      ctx.db,
      kind.table,
      conditions,
      query.sort,
      index,
      query.page,
      query.limit,
    );
    return { count: index.count, rows };
  }
  const count = await countRows(ctx.db, kind.table, where);
  const window = pageWindow(count, query.page, query.limit);
  return {
    count,
    rows: window ? await fetchWindow<object>(ctx.db, kind.table, where, query.sort, window) : [],
  };
}

/** `paginate-*`: a page of the list under the kind's key, with count, totalPages, page and limit. */
export async function pageOpportunities(
  ctx: Pick<AppContext, "db" | "env">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
): Promise<OpportunityPage> {
  const { count, rows } = await readPage(ctx, kind, query, user);
  return {
    items: rows.map((row) => toItem(kind, row)),
    count,
    totalPages: totalPages(count, query.limit),
    page: query.page,
    limit: query.limit,
  };
}

/** The plain list (`GET scholarships`): the same filters and paging (up to 100 a page), no count. */
export async function listOpportunities(
  ctx: Pick<AppContext, "db" | "env">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
): Promise<Item[]> {
  const { rows } = await readPage(ctx, kind, query, user);
  return rows.map((row) => toItem(kind, row));
}

/** `users-*` history: everything one user submitted, any status; for that user or an admin. */
export async function listSubmissions(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  actor: AuthUser,
  userId: number,
  paging: { page: number; limit: number },
): Promise<Item[]> {
  if (actor.id !== userId && !can(actor.role, "opportunity.history")) {
    throw new AppError("forbidden", "You can only see your own submissions");
  }
  if (
    actor.id !== userId &&
    !(await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } }))
  ) {
    throw notFound("User");
  }
  const where = whereClause({ kind: "creator", userId }, []);
  const window = { offset: (paging.page - 1) * paging.limit, take: paging.limit, fromEnd: false };
  const rows = await fetchWindow<object>(ctx.db, kind.table, where, "newest", window);
  return rows.map((row) => toItem(kind, row));
}

const canSee = (user: AuthUser | undefined, row: OpportunityRow) =>
  row.status === "approved" || isStaff(user) || (user !== undefined && user.id === row.createdById);

/** One item: approved ones for everyone, others only for staff and the submitter (404 for the rest). */
export async function getOpportunity(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  id: number,
  user: AuthUser | undefined,
) {
  const row: OpportunityRow | null = await kind.model(ctx.db).find(id);
  if (!row || !canSee(user, row)) throw notFound(kind.label);
  return toItem(kind, row);
}

/** Finds a row the actor may change: staff any, members only their own. */
async function findChangeable(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  actor: AuthUser,
  id: number,
): Promise<OpportunityRow> {
  const row: OpportunityRow | null = await kind.model(ctx.db).find(id);
  if (!row) throw notFound(kind.label);
  if (!isStaff(actor) && row.createdById !== actor.id) {
    throw new AppError("forbidden", `You can only change ${kind.listKey} you submitted`);
  }
  return row;
}

/** Stores the photo (if any) and runs `write`; a failed write leaves no orphan file behind. */
async function withPhoto<T>(
  ctx: Pick<AppContext, "storage">,
  kind: AnyKind,
  file: Express.Multer.File | undefined,
  write: (photo1: string | undefined) => Promise<T>,
): Promise<T> {
  const photo1 = kind.hasPhoto && file ? await storeImage(ctx, file) : undefined;
  try {
    return await write(photo1);
  } catch (error) {
    await removeStoredFile(ctx, photo1);
    throw error;
  }
}

/** Members' submissions wait for review; what staff add is published at once. */
export async function createOpportunity(
  ctx: Pick<AppContext, "db" | "storage" | "env" | "logger">,
  kind: AnyKind,
  actor: AuthUser,
  input: object,
  file: Express.Multer.File | undefined,
): Promise<{ item: Item; message: string }> {
  const staff = isStaff(actor);
  const row: OpportunityRow = await withPhoto(ctx, kind, file, (photo1) =>
    kind.model(ctx.db).create({
      ...input,
      ...(photo1 ? { photo1 } : {}),
      status: staff ? "approved" : "pending",
      reviewedAt: staff ? new Date() : null,
      createdById: actor.id,
    } satisfies ModerationData),
  );
  await forgetPages(ctx, kind);
  await audit(ctx, {
    actorId: actor.id,
    action: "create",
    entity: kind.entity,
    entityId: row.id,
    summary: `${kind.label} "${kind.titleOf(row)}" created (${row.status})`,
  });
  const message = staff
    ? "Register successful!"
    : "Submitted for review. It will be listed once an admin approves it.";
  return { item: toItem(kind, row), message };
}

/** Staff edit anything as it is; a member's edit goes back to review. */
export async function updateOpportunity(
  ctx: Pick<AppContext, "db" | "storage" | "env" | "logger">,
  kind: AnyKind,
  actor: AuthUser,
  id: number,
  input: object,
  file: Express.Multer.File | undefined,
): Promise<Item> {
  const existing = await findChangeable(ctx, kind, actor, id);
  const backToReview = !isStaff(actor);
  const row: OpportunityRow = await withPhoto(ctx, kind, file, (photo1) =>
    kind.model(ctx.db).update(id, {
      ...input,
      ...(photo1 ? { photo1 } : {}),
      ...(backToReview ? { status: "pending", reviewReason: null, reviewedAt: null } : {}),
    } satisfies ModerationData),
  );
  await forgetPages(ctx, kind);
  if (file && existing.photo1 && row.photo1 !== existing.photo1) await removeStoredFile(ctx, existing.photo1);
  const statusNote = existing.status !== row.status ? ` (${existing.status} -> ${row.status})` : "";
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: kind.entity,
    entityId: row.id,
    summary: `${kind.label} "${kind.titleOf(row)}" updated${statusNote}`,
  });
  return toItem(kind, row);
}

export async function deleteOpportunity(
  ctx: Pick<AppContext, "db" | "storage" | "env" | "logger">,
  kind: AnyKind,
  actor: AuthUser,
  id: number,
) {
  const existing = await findChangeable(ctx, kind, actor, id);
  const row: OpportunityRow = await kind.model(ctx.db).remove(id);
  await forgetPages(ctx, kind);
  await removeStoredFile(ctx, existing.photo1);
  await audit(ctx, {
    actorId: actor.id,
    action: "delete",
    entity: kind.entity,
    entityId: id,
    summary: `${kind.label} "${kind.titleOf(row)}" deleted`,
  });
}

/** Admin review: approve (the default) or reject with a reason; the submitter is told by email. */
export async function reviewOpportunity(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env">,
  kind: AnyKind,
  actor: AuthUser,
  id: number,
  review: ApproveBody,
): Promise<{ item: Item; message: string }> {
  const model = kind.model(ctx.db);
  if (!(await model.find(id))) throw notFound(kind.label);
  const row: OpportunityRow = await model.update(id, {
    status: review.status,
    reviewReason: review.reason ?? null,
    reviewedAt: new Date(),
  } satisfies ModerationData);
  await forgetPages(ctx, kind);
  await audit(ctx, {
    actorId: actor.id,
    action: review.status === "approved" ? "approve" : "reject",
    entity: kind.entity,
    entityId: id,
    summary: `${kind.label} "${kind.titleOf(row)}" ${review.status}${review.reason ? `: ${review.reason}` : ""}`,
  });
  await notifySubmitter(ctx, kind, row, {
    reviewerId: actor.id,
    decision: review.status,
    reason: review.reason,
  });
  return { item: toItem(kind, row), message: REVIEW_MESSAGES[review.status] };
}
