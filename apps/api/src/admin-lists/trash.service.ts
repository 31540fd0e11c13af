// The trash: a deleted row leaves its table whole into trash_items (as JSON) with who deleted it,
// so every other query stays as it was; Restore puts it back with its id within TRASH_KEEP_DAYS,
// after which the purge job removes it and its files. Files stay in storage while a row is in
// the trash, so a restored blog post still has its photo.
import {
  type AuditEntity,
  can,
  type Role,
  TRASH_KEEP_DAYS,
  TRASH_LISTS,
  type TrashItem,
  type TrashList,
} from "@btw/contracts";
import type { Prisma } from "@btw/db";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { AppError, isUniqueViolation, notFound } from "../lib/errors.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { listingChanged } from "../telegram/channel-sync.ts";
import { removePrivateFile } from "../uploads/private-files.ts";
import { removeStoredFile } from "../uploads/uploads.ts";
import { pageAdminList } from "./admin-list-page.ts";
import { searchWhere } from "./list-order.ts";

type Row = Record<string, unknown> & { id: number };

/** The calls the trash needs from a Prisma model (every trashable model has them). */
interface Delegate {
  delete(args: { where: { id: number } }): Promise<Row>;
  create(args: { data: Row }): Promise<Row>;
}

interface TrashModel {
  model:
    | "feedback"
    | "contactMessage"
    | "resume"
    | "subscriber"
    | "blog"
    | "resource"
    | "testimonial"
    | "teamMember"
    | "scholarship"
    | "internship"
    | "training"
    | "job";
  /** The audit log's name for the entity (as before the trash). */
  entity: AuditEntity;
  /** What the trash and the audit log call the row. */
  title(row: Row): string;
  /** Fields holding a stored file, removed when the row is purged. */
  files?: { field: string; private?: boolean }[];
  /** Date fields, turned back from the JSON's strings on restore. */
  dates: string[];
  /** Columns the database computes (generated), left out when the row is put back. */
  generated?: string[];
  /** Run after a row leaves or comes back (the channels that posted it are told). */
  changed?(ctx: AppContext, id: number): Promise<void>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

const TRASH_MODELS: Record<TrashList, TrashModel> = {
  feedbacks: {
    model: "feedback",
    entity: "feedback",
    title: (row) => `${text(row.phone)}: ${text(row.message).slice(0, 80)}`,
    dates: ["createdAt", "readAt"],
  },
  contactMessages: {
    model: "contactMessage",
    entity: "contact-message",
    title: (row) => text(row.email),
    dates: ["createdAt", "readAt"],
  },
  resumes: {
    model: "resume",
    entity: "resume",
    title: (row) => text(row.fullName),
    files: [{ field: "cvFile", private: true }],
    dates: ["createdAt", "readAt"],
  },
  subscribers: {
    model: "subscriber",
    entity: "subscriber",
    title: (row) => text(row.email),
    dates: ["createdAt", "confirmedAt", "unsubscribedAt"],
  },
  blogs: {
    model: "blog",
    entity: "blog",
    title: (row) => text(row.title),
    files: [{ field: "photo" }],
    dates: ["createdAt", "updatedAt", "publishAt"],
  },
  resources: {
    model: "resource",
    entity: "resource",
    title: (row) => text(row.title),
    files: [{ field: "resource_files" }],
    dates: ["createdAt", "updatedAt"],
  },
  testimonials: {
    model: "testimonial",
    entity: "testimonial",
    title: (row) => text(row.full_Name),
    files: [{ field: "photo" }],
    dates: ["createdAt", "updatedAt"],
  },
  teams: {
    model: "teamMember",
    entity: "team-member",
    title: (row) => text(row.name),
    files: [{ field: "photo" }],
    dates: ["createdAt", "updatedAt"],
  },
  scholarships: opportunityTrash("scholarships", "scholarship", []),
  internships: opportunityTrash("internships", "internship", ["openDate"]),
  training: opportunityTrash("training", "training", ["startDate", "endDate"]),
  jobs: opportunityTrash("jobs", "job", []),
};

/** An opportunity kind's row in the trash: titled, audited and forgotten by the lists as the kind does. */
function opportunityTrash(
  list: keyof typeof API_OPPORTUNITY_KINDS,
  model: TrashModel["model"],
  dates: string[],
): TrashModel {
  const kind = API_OPPORTUNITY_KINDS[list];
  return {
    model,
    entity: kind.entity,
    title: (row) => kind.titleOf(row as never),
    files: [{ field: "photo1" }],
    dates: ["createdAt", "updatedAt", "deadline", "reviewedAt", "hiddenAt", ...dates],
    generated: ["openUntil"],
    changed: (ctx, id) => listingChanged(ctx, list, id),
  };
}

const DAY = 24 * 60 * 60 * 1000;

function delegate(db: AppContext["db"] | Prisma.TransactionClient, list: TrashList): Delegate {
  return (db as unknown as Record<string, Delegate>)[TRASH_MODELS[list].model] as Delegate;
}

/** Moves one row to the trash (404 when it is not there). */
export async function moveToTrash(ctx: AppContext, actorId: number, list: TrashList, id: number) {
  const spec = TRASH_MODELS[list];
  const actor = await ctx.db.user.findUnique({ where: { id: actorId }, select: { fullName: true } });
  const row = await ctx.db.$transaction(async (tx) => {
    const removed = await delegate(tx, list).delete({ where: { id } });
    await tx.trashItem.create({
      data: {
        list,
        entityId: id,
        title: spec.title(removed).slice(0, 200),
        data: JSON.parse(JSON.stringify(removed)) as Prisma.InputJsonValue,
        deletedById: actorId,
        deletedByName: actor?.fullName ?? "",
      },
    });
    return removed;
  });
  await spec.changed?.(ctx, id);
  await audit(ctx, {
    actorId,
    action: "delete",
    entity: spec.entity,
    entityId: id,
    summary: spec.title(row),
  });
  return row;
}

function toTrashItem(row: {
  id: number;
  list: string;
  entityId: number;
  title: string;
  deletedByName: string;
  deletedAt: Date;
}): TrashItem {
  return {
    id: row.id,
    list: row.list as TrashList,
    entityId: row.entityId,
    title: row.title,
    deletedByName: row.deletedByName,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_KEEP_DAYS * DAY).toISOString(),
  };
}

/** The lists a role may see in the trash: those whose rows it may delete. */
export function trashListsFor(role: Role): TrashList[] {
  return (Object.keys(TRASH_LISTS) as TrashList[]).filter((list) => can(role, TRASH_LISTS[list]));
}

export async function pageTrash(
  ctx: AppContext,
  role: Role,
  query: { page: number; limit: number; q?: string | undefined; sort: string; list?: TrashList | undefined },
) {
  const allowed = trashListsFor(role);
  if (query.list && !allowed.includes(query.list))
    throw new AppError("forbidden", "You cannot see this trash");
  const where: Prisma.TrashItemWhereInput = {
    list: query.list ? query.list : { in: allowed },
    ...searchWhere(query.q, ["title", "deletedByName"]),
  };
  return pageAdminList(ctx.db.trashItem, where, query, toTrashItem);
}

async function findAllowed(ctx: AppContext, role: Role, id: number) {
  const item = await ctx.db.trashItem.findUnique({ where: { id } });
  // Another role's trash answers as if it were not there: its titles are private.
  if (!item || !trashListsFor(role).includes(item.list as TrashList)) throw notFound("Deleted item");
  return item;
}

/** Puts a row back with its id; 409 when a row with the same id or unique value came meanwhile. */
export async function restoreFromTrash(ctx: AppContext, actor: { id: number; role: Role }, id: number) {
  const item = await findAllowed(ctx, actor.role, id);
  const list = item.list as TrashList;
  const spec = TRASH_MODELS[list];
  const data = { ...(item.data as Row) };
  for (const field of spec.dates) {
    if (typeof data[field] === "string") data[field] = new Date(data[field] as string);
  }
  for (const field of spec.generated ?? []) delete data[field];
  try {
    await ctx.db.$transaction(async (tx) => {
      await delegate(tx, list).create({ data });
      await tx.trashItem.delete({ where: { id } });
    });
    await spec.changed?.(ctx, item.entityId);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        "conflict",
        "An item with the same id or address exists again; it cannot be restored",
      );
    throw error;
  }
  await audit(ctx, {
    actorId: actor.id,
    action: "restore",
    entity: spec.entity,
    entityId: item.entityId,
    summary: item.title,
  });
  return toTrashItem(item);
}

async function removeFiles(ctx: AppContext, list: TrashList, data: Row) {
  for (const file of TRASH_MODELS[list].files ?? []) {
    const value = data[file.field];
    if (typeof value !== "string" || !value) continue;
    if (file.private) await removePrivateFile(ctx, value);
    else await removeStoredFile(ctx, value);
  }
}

/** Deletes a trashed row for good, with its files. */
export async function purgeFromTrash(ctx: AppContext, actor: { id: number; role: Role }, id: number) {
  const item = await findAllowed(ctx, actor.role, id);
  await ctx.db.trashItem.delete({ where: { id } });
  await removeFiles(ctx, item.list as TrashList, item.data as Row);
  const spec = TRASH_MODELS[item.list as TrashList];
  await audit(ctx, {
    actorId: actor.id,
    action: "purge",
    entity: spec.entity,
    entityId: item.entityId,
    summary: item.title,
  });
}

/** The scheduled purge: everything deleted more than TRASH_KEEP_DAYS ago, in batches. */
export async function purgeExpiredTrash(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_KEEP_DAYS * DAY);
  let purged = 0;
  for (;;) {
    const batch = await ctx.db.trashItem.findMany({
      where: { deletedAt: { lt: before } },
      orderBy: { id: "asc" },
      take: 100,
    });
    if (batch.length === 0) return purged;
    await ctx.db.trashItem.deleteMany({ where: { id: { in: batch.map((item) => item.id) } } });
    for (const item of batch) await removeFiles(ctx, item.list as TrashList, item.data as Row);
    purged += batch.length;
  }
}
