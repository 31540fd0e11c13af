import {
  apiPaths,
  blogImageSavedSchema,
  blogInputSchema,
  blogListQuerySchema,
  blogListSchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogResponseSchema,
  blogSavedSchema,
  blogUpdateSchema,
  can,
  idParamsSchema,
  readerLanguageQuery,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { z } from "zod";
import type { AuthUser } from "../lib/auth.ts";
import { inReaderLanguage, readerLanguage } from "../lib/content-language.ts";
import { AppError } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { managedContentRoutes } from "../routes/managed-content.ts";
import { requireFile, storeImage, uploadSingle } from "../uploads/uploads.ts";
import { createBlog, deleteBlog, getBlog, listLatestBlogs, pageBlogs, updateBlog } from "./blogs.service.ts";

const tag = "Blogs";

/** Staff who write posts (`content.manage`) also see drafts and scheduled posts. */
const seesUnpublished = (user: AuthUser | undefined) => can(user?.role, "content.manage");

function mayListUnpublished(user: AuthUser | undefined, status: "all" | undefined) {
  if (status !== "all" || seesUnpublished(user)) return;
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  throw new AppError("forbidden", "Only admins and editors may list drafts");
}

export const blogsRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.blogsData,
    tag,
    summary: "Latest blog posts",
    description:
      "Published posts whose time has come. `status=all` (roles allowed `content.manage`) adds drafts and scheduled posts.",
    access: "optional",
    cache: "public-unless-signed-in",
    request: { query: blogListQuerySchema },
    response: { status: 200, description: "Under `blogs`", schema: blogListSchema },
    handler: async ({ ctx, user, query, req, res }) => {
      mayListUnpublished(user, query.status);
      const blogs = await listLatestBlogs(ctx, query.status === "all");
      return { blogs: inReaderLanguage("blogs", blogs, readerLanguage(req, res, query.lang)) };
    },
  }),
  defineRoute({
    method: "get",
    path: apiPaths.blogs,
    tag,
    summary: "One page of news",
    description:
      "Newest first; answers `News` with `count` and `totalPages` (= ceil(count / limit)). `status=all` (roles allowed `content.manage`) adds drafts and scheduled posts.",
    access: "optional",
    cache: "public-unless-signed-in",
    request: { query: blogPageQuerySchema },
    response: { status: 200, description: "The page", schema: blogPageSchema },
    handler: async ({ ctx, user, query, req, res }) => {
      mayListUnpublished(user, query.status);
      const page = await pageBlogs(ctx, query, query.status === "all");
      return { ...page, News: inReaderLanguage("blogs", page.News, readerLanguage(req, res, query.lang)) };
    },
  }),
  defineRoute({
    method: "get",
    path: `${apiPaths.blogs}/:id`,
    tag,
    summary: "Get a blog post",
    description: "A draft or a scheduled post answers 404 except to roles allowed `content.manage`.",
    access: "optional",
    cache: "public-unless-signed-in",
    request: { params: idParamsSchema, query: z.object(readerLanguageQuery) },
    response: { status: 200, description: "The post", schema: blogResponseSchema },
    handler: async ({ ctx, user, params, query, req, res }) => {
      const blog = await getBlog(ctx, params.id, seesUnpublished(user));
      const [shown] = inReaderLanguage("blogs", [blog], readerLanguage(req, res, query.lang));
      return { blog: shown };
    },
  }),
  defineRoute({
    method: "post",
    path: apiPaths.blogImages,
    tag,
    summary: "Upload an image for a post's body",
    description:
      "Multipart form with the file `image` (type checked from its bytes; stored as WebP at web widths). Answers the URL of the widest size, which the body's `<img>` uses.",
    access: "content.manage",
    request: { bodyType: "multipart", files: ["image"] },
    response: { status: 201, description: "The stored image", schema: blogImageSavedSchema },
    errors: { 413: "File too large", 415: "File type not accepted" },
    rateLimit: { before: [limiters.accountUploads] },
    middleware: () => [uploadSingle("image", "image")],
    handler: async ({ ctx, req }) => ({
      message: SUCCESS_MESSAGES.saved,
      url: await storeImage(ctx, requireFile(req.file, "image")),
    }),
  }),
  ...managedContentRoutes({
    tag,
    path: apiPaths.blogs,
    noun: "blog post",
    key: "blog",
    file: { field: "photo", kind: "image" },
    input: blogInputSchema,
    update: blogUpdateSchema,
    saved: blogSavedSchema,
    // The spec's text for a new post.
    createdMessage: SUCCESS_MESSAGES.blogCreated,
    create: createBlog,
    change: updateBlog,
    remove: deleteBlog,
  }),
];
