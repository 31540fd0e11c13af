import type { Blog, BlogPage, blogInputSchema, blogUpdateSchema } from "@btw/contracts";
import type { Blog as BlogRow } from "@btw/db";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { notFound } from "../lib/errors.ts";
import { paginate } from "../lib/paginate.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";

type Input = z.output<typeof blogInputSchema>;
type Update = z.output<typeof blogUpdateSchema>;
type Photo = Express.Multer.File | undefined;

const LATEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
/** `blogs/data` feeds the home page and the admin list; it never returns the whole table. */
const LATEST_LIMIT = 100;

export function toBlog(row: BlogRow): Blog {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    photo: row.photo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLatestBlogs(ctx: AppContext): Promise<Blog[]> {
  const rows = await ctx.db.blog.findMany({ orderBy: LATEST_FIRST, take: LATEST_LIMIT });
  return rows.map(toBlog);
}

export async function pageBlogs(ctx: AppContext, query: { page: number; limit: number }): Promise<BlogPage> {
  const { data, ...meta } = await paginate(query, {
    rows: (window) => ctx.db.blog.findMany({ orderBy: LATEST_FIRST, ...window }),
    count: () => ctx.db.blog.count(),
  });
  return { News: data.map(toBlog), ...meta };
}

export async function getBlog(ctx: AppContext, id: number): Promise<Blog> {
  const row = await ctx.db.blog.findUnique({ where: { id } });
  if (!row) throw notFound("Blog");
  return toBlog(row);
}

export async function createBlog(
  ctx: AppContext,
  actorId: number,
  input: Input,
  photo: Photo,
): Promise<Blog> {
  const photoUrl = photo ? await storeImage(ctx, photo) : null;
  const row = await ctx.db.blog.create({
    data: { ...input, content: input.content ?? "", photo: photoUrl, createdById: actorId },
  });
  await audit(ctx, { actorId, action: "create", entity: "blog", entityId: row.id, summary: row.title });
  return toBlog(row);
}

export async function updateBlog(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: Update,
  photo: Photo,
): Promise<Blog> {
  const existing = await ctx.db.blog.findUnique({ where: { id } });
  if (!existing) throw notFound("Blog");
  const photoUrl = photo ? await storeImage(ctx, photo) : undefined;
  const row = await ctx.db.blog.update({ where: { id }, data: { ...input, photo: photoUrl } });
  if (photoUrl) await removeStoredFile(ctx, existing.photo);
  await audit(ctx, { actorId, action: "update", entity: "blog", entityId: id, summary: row.title });
  return toBlog(row);
}

export async function deleteBlog(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const row = await ctx.db.blog.delete({ where: { id } });
  await removeStoredFile(ctx, row.photo);
  await audit(ctx, { actorId, action: "delete", entity: "blog", entityId: id, summary: row.title });
}
