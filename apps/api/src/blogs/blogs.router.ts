import {
  apiPaths,
  blogInputSchema,
  blogListSchema,
  blogPageQuerySchema,
  blogPageSchema,
  blogResponseSchema,
  blogSavedSchema,
  blogUpdateSchema,
  idParamsSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { managedContentRoutes } from "../routes/managed-content.ts";
import { createBlog, deleteBlog, getBlog, listLatestBlogs, pageBlogs, updateBlog } from "./blogs.service.ts";

const tag = "Blogs";

export const blogsRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.blogsData,
    tag,
    summary: "Latest blog posts",
    access: "public",
    cache: "public",
    response: { status: 200, description: "Under `blogs`", schema: blogListSchema },
    handler: async ({ ctx }) => ({ blogs: await listLatestBlogs(ctx) }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.blogs,
    tag,
    summary: "One page of news",
    description: "Newest first; answers `News` with `count` and `totalPages` (= ceil(count / limit)).",
    access: "public",
    cache: "public",
    request: { query: blogPageQuerySchema },
    response: { status: 200, description: "The page", schema: blogPageSchema },
    handler: ({ ctx, query }) => pageBlogs(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: `${apiPaths.blogs}/:id`,
    tag,
    summary: "Get a blog post",
    access: "public",
    cache: "public",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The post", schema: blogResponseSchema },
    handler: async ({ ctx, params }) => ({ blog: await getBlog(ctx, params.id) }),
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
