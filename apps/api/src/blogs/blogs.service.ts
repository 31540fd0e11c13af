import type { Blog, BlogPage, BlogStatus, blogInputSchema, blogUpdateSchema } from "@btw/contracts";
import type { Blog as BlogRow, Prisma } from "@btw/db";
import type { z } from "zod";
import { moveToTrash } from "../admin-lists/trash.service.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { sanitisedTranslations, storedTranslations, versionsToStore } from "../lib/content-language.ts";
import { notFound } from "../lib/errors.ts";
import { paginate } from "../lib/paginate.ts";
import { sanitizeRichText, storedBodyHtml } from "../lib/rich-text.ts";
import { removeStoredFile, storeImage } from "../uploads/uploads.ts";

type Input = z.output<typeof blogInputSchema>;
type Update = z.output<typeof blogUpdateSchema>;
type Photo = Express.Multer.File | undefined;

const LATEST_FIRST = [{ publishAt: "desc" as const }, { id: "desc" as const }];
/** `blogs/data` feeds the home page and the admin list; it never returns the whole table. */
const LATEST_LIMIT = 100;

/** What the public sees: published posts whose time has come (scheduled ones appear by themselves). */
export const publishedBlogWhere = (now = new Date()): Prisma.BlogWhereInput => ({
  status: "published",
  publishAt: { lte: now },
});

function blogStatus(row: Pick<BlogRow, "status" | "publishAt">, now = new Date()): BlogStatus {
  if (row.status === "draft") return "draft";
  return row.publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export function toBlog(row: BlogRow): Blog {
  return {
    ...storedTranslations(row),
    id: row.id,
    title: row.title,
    description: row.description,
    content: storedBodyHtml(row.content, row.contentFormat),
    photo: row.photo,
    status: blogStatus(row),
    publishAt: row.publishAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The latest posts; `everything` (staff) adds drafts and scheduled posts, newest first. */
export async function listLatestBlogs(ctx: AppContext, everything = false): Promise<Blog[]> {
  const where = everything ? {} : publishedBlogWhere();
  const rows = await ctx.db.blog.findMany({ where, orderBy: LATEST_FIRST, take: LATEST_LIMIT });
  return rows.map(toBlog);
}

export async function pageBlogs(
  ctx: AppContext,
  query: { page: number; limit: number },
  everything = false,
): Promise<BlogPage> {
  const where = everything ? {} : publishedBlogWhere();
  const { data, ...meta } = await paginate(query, {
    rows: (window) => ctx.db.blog.findMany({ where, orderBy: LATEST_FIRST, ...window }),
    count: () => ctx.db.blog.count({ where }),
  });
  return { News: data.map(toBlog), ...meta };
}

/** One post: staff (`everything`) see drafts and scheduled posts, everyone else published ones. */
export async function getBlog(ctx: AppContext, id: number, everything = false): Promise<Blog> {
  const row = await ctx.db.blog.findFirst({ where: everything ? { id } : { id, ...publishedBlogWhere() } });
  if (!row) throw notFound("Blog");
  return toBlog(row);
}

/** The stored columns of a body, status, publishing time and versions from a validated form. */
function publishingData(input: Update, existing?: { language: string; translations: unknown }) {
  const { content, status, publishAt, language, translations, ...rest } = input;
  const versions = versionsToStore({ language, translations }, existing);
  return {
    ...rest,
    ...(versions.language ? { language: versions.language } : {}),
    ...(versions.translations
      ? { translations: sanitisedTranslations(versions.translations, ["content"]) }
      : {}),
    ...(content !== undefined ? { content: sanitizeRichText(content), contentFormat: "html" } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(publishAt !== undefined ? { publishAt } : {}),
  };
}

export async function createBlog(
  ctx: AppContext,
  actorId: number,
  input: Input,
  photo: Photo,
): Promise<Blog> {
  const photoUrl = photo ? await storeImage(ctx, photo) : null;
  const row = await ctx.db.blog.create({
    data: {
      content: "",
      contentFormat: "html",
      ...publishingData(input),
      title: input.title,
      description: input.description,
      photo: photoUrl,
      createdById: actorId,
    },
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
  const row = await ctx.db.blog.update({
    where: { id },
    data: { ...publishingData(input, existing), photo: photoUrl },
  });
  if (photoUrl) await removeStoredFile(ctx, existing.photo);
  await audit(ctx, { actorId, action: "update", entity: "blog", entityId: id, summary: row.title });
  return toBlog(row);
}

/** To the trash (restorable for 30 days); its files go when it is purged. */
export async function deleteBlog(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await moveToTrash(ctx, actorId, "blogs", id);
}
