// The rules the four moderated kinds share: who sees what, who may change what, and the review flow.
import {
  type ApproveBody,
  can,
  isClosed,
  isStaffListSort,
  REVIEW_MESSAGES,
  totalPages,
} from "@btw/contracts";
import { posterStanding } from "../accounts/poster.ts";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import type { AuthUser } from "../lib/auth.ts";
import { versionsToStore } from "../lib/content-language.ts";
import { AppError, notFound } from "../lib/errors.ts";
import { listingChanged } from "../telegram/channel-sync.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";
import { countFilterOptions, type FilterCountsRead, readList, readSubmissions } from "./list-engine.ts";
import { feePhrasesOf } from "./listing-state.ts";
import type {
  ModerationData,
  OpportunityKind,
  OpportunityPageQuery,
  OpportunityRow,
} from "./opportunity-kind.ts";
import { searchWords } from "./opportunity-search.ts";
import type { Visibility } from "./opportunity-sql.ts";
import { notifySubmitter } from "./review-mail.ts";
import { withSanitisedRichText } from "./rich-text-fields.ts";
import { serializer } from "./serialize.ts";

// biome-ignore lint/suspicious/noExplicitAny: one shared service for kinds of different row and input types
type AnyKind = OpportunityKind<any, any, any, any>;
type Item = Record<string, unknown>;

/** Staff (the permission table's `opportunity.edit`) see every status and edit anyone's items. */
const isStaff = (user: AuthUser | undefined) => can(user?.role, "opportunity.edit");

const serializers = new WeakMap<AnyKind, (row: object) => Item>();
/** The row as the kind's item; `closed` for everyone, `hidden` and `feePhrases` for staff only. */
function toItem(kind: AnyKind, row: object, staff = false): Item {
  let serialize = serializers.get(kind);
  if (!serialize) {
    serialize = serializer(kind.schemas.item) as (row: object) => Item;
    serializers.set(kind, serialize);
  }
  const item = serialize(row);
  const { deadline, hiddenAt } = row as { deadline?: Date | null; hiddenAt?: Date | null };
  item.closed = isClosed(deadline);
  if (staff) {
    item.hidden = Boolean(hiddenAt);
    item.feePhrases = feePhrasesOf(item);
  } else {
    delete item.hidden;
    delete item.feePhrases;
  }
  return item;
}

/** The public sees approved, open items; staff may ask for a status (`all` for every one). */
function listVisibility(user: AuthUser | undefined, status: OpportunityPageQuery["status"]): Visibility {
  if (status === undefined) return { kind: "public" };
  if (isStaff(user)) return status === "all" ? { kind: "any" } : { kind: "status", status };
  if (status === "approved") return { kind: "public" };
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  throw new AppError("forbidden", "Only admins and editors may list pending or rejected items");
}

/** The staff-only orders (the admin lists' title, oldest and latest deadline) are refused to others. */
function checkSort(user: AuthUser | undefined, sort: OpportunityPageQuery["sort"]) {
  if (!isStaffListSort(sort) || isStaff(user)) return;
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  throw new AppError("forbidden", `Only admins and editors may sort by ${sort}`);
}

interface OpportunityPage {
  items: Item[];
  count: number;
  /** More items match than a list reaches (list-engine.ts): `count` is a floor ("1,000+"). */
  countCapped?: boolean;
  totalPages: number;
  page: number;
  limit: number;
}

/** One page of a filtered list and its count (list-engine.ts), for what `user` may see. */
function readPage(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
) {
  checkSort(user, query.sort);
  return readList(ctx, kind, query, listVisibility(user, query.status));
}

/** `paginate-*`: a page of the list under the kind's key, with count, totalPages, page and limit. */
export async function pageOpportunities(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
): Promise<OpportunityPage> {
  const { count, countCapped, rows } = await readPage(ctx, kind, query, user);
  return {
    items: rows.map((row) => toItem(kind, row, isStaff(user))),
    count,
    // A search always says whether its count is a floor; a list only when it is.
    ...(countCapped || searchWords(query.q).length > 0 ? { countCapped } : {}),
    totalPages: totalPages(count, query.limit),
    page: query.page,
    limit: query.limit,
  };
}

/** `*-filter-counts`: how many open items each option of the kind's filters would list. */
export function countOpportunityFilters(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  query: OpportunityPageQuery,
): Promise<FilterCountsRead> {
  return countFilterOptions(ctx, kind, query);
}

/** The plain list (`GET scholarships`): the same filters and paging (up to 100 a page), no count. */
export async function listOpportunities(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  query: OpportunityPageQuery,
  user: AuthUser | undefined,
): Promise<Item[]> {
  const { rows } = await readPage(ctx, kind, query, user);
  return rows.map((row) => toItem(kind, row, isStaff(user)));
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
  const rows = await readSubmissions(ctx, kind, userId, paging);
  return rows.map((row) => toItem(kind, row, isStaff(actor)));
}

/**
 * Approved and not hidden for everyone (a deadline JavaScript cannot read, past year 275760, names no
 * public page); anything for staff and the submitter.
 */
const canSee = (user: AuthUser | undefined, row: OpportunityRow & { hiddenAt?: Date | null }) =>
  (row.status === "approved" && !row.hiddenAt && !Number.isNaN(row.deadline?.getTime())) ||
  isStaff(user) ||
  (user !== undefined && user.id === row.createdById);

/** One item: approved ones for everyone, others only for staff and the submitter (404 for the rest). */
export async function getOpportunity(
  ctx: Pick<AppContext, "db">,
  kind: AnyKind,
  id: number,
  user: AuthUser | undefined,
) {
  const row: OpportunityRow | null = await kind.model(ctx.db).find(id);
  if (!row || !canSee(user, row)) throw notFound(kind.label);
  return toItem(kind, row, isStaff(user));
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

/**
 * Members' submissions wait for review (only once their email is verified); what staff add, and
 * what accounts with auto-approval post, is published at once.
 */
export async function createOpportunity(
  ctx: Pick<AppContext, "db" | "storage" | "env" | "logger" | "jobs">,
  kind: AnyKind,
  actor: AuthUser,
  input: object,
  file: Express.Multer.File | undefined,
): Promise<{ item: Item; message: string }> {
  const staff = isStaff(actor);
  const standing = await posterStanding(ctx, actor);
  const publish = staff || standing.autoApprove;
  const data = withSanitisedRichText(kind, input);
  const row: OpportunityRow = await withPhoto(ctx, kind, file, (photo1) =>
    kind.model(ctx.db).create({
      ...data,
      ...versionsToStore(data),
      ...(photo1 ? { photo1 } : {}),
      status: publish ? "approved" : "pending",
      reviewedAt: publish ? new Date() : null,
      createdById: actor.id,
      verifiedOrganisation: standing.verifiedOrganisation,
    } satisfies ModerationData),
  );
  await audit(ctx, {
    actorId: actor.id,
    action: "create",
    entity: kind.entity,
    entityId: row.id,
    summary: `${kind.label} "${kind.titleOf(row)}" created (${row.status})`,
  });
  await listingChanged(ctx, kind.kind, row.id);
  const message = staff
    ? "Register successful!"
    : publish
      ? "Published. Your account's listings are approved on submit."
      : "Submitted for review. It will be listed once an admin approves it.";
  return { item: toItem(kind, row, staff), message };
}

/** Staff edit anything as it is; a member's edit goes back to review (or is approved at once, see above). */
export async function updateOpportunity(
  ctx: Pick<AppContext, "db" | "storage" | "env" | "logger" | "jobs">,
  kind: AnyKind,
  actor: AuthUser,
  id: number,
  input: object,
  file: Express.Multer.File | undefined,
): Promise<Item> {
  const existing = await findChangeable(ctx, kind, actor, id);
  // A member's edit goes back to review, unless the account's listings are approved on submit.
  const member = !isStaff(actor);
  const autoApprove = member && (await posterStanding(ctx, actor)).autoApprove;
  const data = withSanitisedRichText(kind, input);
  const row: OpportunityRow = await withPhoto(ctx, kind, file, (photo1) =>
    kind.model(ctx.db).update(id, {
      ...data,
      ...versionsToStore(data, existing),
      ...(photo1 ? { photo1 } : {}),
      ...(member
        ? autoApprove
          ? { status: "approved", reviewReason: null, reviewedAt: new Date() }
          : { status: "pending", reviewReason: null, reviewedAt: null }
        : {}),
    } satisfies ModerationData),
  );
  if (file && existing.photo1 && row.photo1 !== existing.photo1) await removeStoredFile(ctx, existing.photo1);
  const statusNote = existing.status !== row.status ? ` (${existing.status} -> ${row.status})` : "";
  await audit(ctx, {
    actorId: actor.id,
    action: "update",
    entity: kind.entity,
    entityId: row.id,
    summary: `${kind.label} "${kind.titleOf(row)}" updated${statusNote}`,
  });
  await listingChanged(ctx, kind.kind, row.id);
  return toItem(kind, row, isStaff(actor));
}

export async function deleteOpportunity(ctx: AppContext, kind: AnyKind, actor: AuthUser, id: number) {
  await findChangeable(ctx, kind, actor, id);
  // To the trash, as content goes: restorable for TRASH_KEEP_DAYS, the picture kept until the purge;
  // the trash tells the channels (listingChanged) on the move and on restore.
  await moveToTrash(ctx, actor.id, kind.kind, id);
}

/** Admin review: approve (the default) or reject with a reason; the submitter is told by email. */
export async function reviewOpportunity(
  ctx: Pick<AppContext, "db" | "mail" | "logger" | "env" | "jobs">,
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
  await audit(ctx, {
    actorId: actor.id,
    action: review.status === "approved" ? "approve" : "reject",
    entity: kind.entity,
    entityId: id,
    summary: `${kind.label} "${kind.titleOf(row)}" ${review.status}${review.reason ? `: ${review.reason}` : ""}`,
  });
  await listingChanged(ctx, kind.kind, id);
  await notifySubmitter(ctx, kind, row, {
    reviewerId: actor.id,
    decision: review.status,
    reason: review.reason,
  });
  return { item: toItem(kind, row, true), message: REVIEW_MESSAGES[review.status] };
}
