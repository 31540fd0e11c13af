import {
  apiPaths,
  blogInputSchema,
  blogPageQuerySchema,
  blogUpdateSchema,
  idParamsSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import { createBlog, deleteBlog, getBlog, listLatestBlogs, pageBlogs, updateBlog } from "./blogs.service.ts";

const byId = `${apiPaths.blogs}/:id`;

export function blogsRouter(ctx: AppContext): Router {
  const router = Router();
  const staff = requireAuth(ctx, "admin", "editor");

  router.get(apiPaths.blogsData, async (_req, res) => {
    res.json({ blogs: await listLatestBlogs(ctx) });
  });

  router.get(apiPaths.blogs, validate({ query: blogPageQuerySchema }), async (req, res) => {
    res.json(await pageBlogs(ctx, req.query as unknown as z.output<typeof blogPageQuerySchema>));
  });

  router.get(byId, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ blog: await getBlog(ctx, Number(req.params.id)) });
  });

  router.post(
    apiPaths.blogs,
    staff,
    uploadSingle("photo", "image"),
    validate({ body: blogInputSchema }),
    async (req, res) => {
      const blog = await createBlog(ctx, req.user!.id, req.body, req.file);
      res.status(201).json({ message: SUCCESS_MESSAGES.blogCreated, blog });
    },
  );

  router.put(
    byId,
    staff,
    uploadSingle("photo", "image"),
    validate({ params: idParamsSchema, body: blogUpdateSchema }),
    async (req, res) => {
      const blog = await updateBlog(ctx, req.user!.id, Number(req.params.id), req.body, req.file);
      res.json({ message: SUCCESS_MESSAGES.saved, blog });
    },
  );

  router.delete(byId, staff, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteBlog(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
