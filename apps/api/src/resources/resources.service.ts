import {
  RESOURCE_TYPES,
  type Resource,
  type ResourceType,
  type resourceInputSchema,
  type resourceUpdateSchema,
} from "@btw/contracts";
import type { Prisma, Resource as ResourceRow } from "@btw/db";
import type { z } from "zod";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { storedTranslations, versionsToStore } from "../lib/content-language.ts";
import { notFound } from "../lib/errors.ts";
import { removeStoredFile, storeResourceFile } from "../uploads/uploads.ts";

type Input = z.output<typeof resourceInputSchema>;
type Update = z.output<typeof resourceUpdateSchema>;

/** A type or category holds a few dozen guides; the cap keeps a runaway table from being sent whole. */
const LIST_LIMIT = 200;

export function toResource(row: ResourceRow): Resource {
  return {
    ...storedTranslations(row),
    id: row.id,
    title: row.title,
    description: row.description,
    resource_files: row.resource_files,
    mimeType: row.mimeType,
    types: row.types as ResourceType,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  };
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

async function listWhere(ctx: AppContext, where: Prisma.ResourceWhereInput): Promise<Resource[]> {
  const rows = await ctx.db.resource.findMany({ where, orderBy: NEWEST_FIRST, take: LIST_LIMIT });
  return rows.map(toResource);
}

export function listResourcesByType(ctx: AppContext, types: ResourceType): Promise<Resource[]> {
  return listWhere(ctx, { types });
}

export function listResourcesByCategory(ctx: AppContext, category: number): Promise<Resource[]> {
  return listWhere(ctx, { category });
}

export async function getResource(ctx: AppContext, id: number): Promise<Resource> {
  const row = await ctx.db.resource.findUnique({ where: { id } });
  if (!row) throw notFound("Resource");
  return toResource(row);
}

export async function createResource(
  ctx: AppContext,
  actorId: number,
  input: Input,
  file: Express.Multer.File,
): Promise<Resource> {
  const stored = await storeResourceFile(ctx, file);
  const row = await ctx.db.resource.create({
    data: {
      title: input.title,
      description: input.description ?? "",
      types: input.types,
      category: RESOURCE_TYPES[input.types].category,
      resource_files: stored.url,
      mimeType: stored.mimeType,
      ...versionsToStore(input),
    },
  });
  await audit(ctx, { actorId, action: "create", entity: "resource", entityId: row.id, summary: row.title });
  return toResource(row);
}

export async function updateResource(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: Update,
  file: Express.Multer.File | undefined,
): Promise<Resource> {
  const existing = await ctx.db.resource.findUnique({ where: { id } });
  if (!existing) throw notFound("Resource");
  const stored = file ? await storeResourceFile(ctx, file) : undefined;
  const row = await ctx.db.resource.update({
    where: { id },
    data: {
      title: input.title,
      description: input.description,
      ...(input.types ? { types: input.types, category: RESOURCE_TYPES[input.types].category } : {}),
      ...(stored ? { resource_files: stored.url, mimeType: stored.mimeType } : {}),
      ...versionsToStore(input, existing),
    },
  });
  if (stored) await removeStoredFile(ctx, existing.resource_files);
  await audit(ctx, { actorId, action: "update", entity: "resource", entityId: id, summary: row.title });
  return toResource(row);
}

/** To the trash (restorable for 30 days); its files go when it is purged. */
export async function deleteResource(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "resources", id);
}
