import {
  adminListQuerySchema,
  apiPaths,
  idParamsSchema,
  resumeInputSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { notFound } from "../lib/errors.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import { createResume, deleteResume, getResume, pageResumes, resumeCvPath } from "./resumes.service.ts";

const byId = `${apiPaths.resumes}/:id`;

export function resumesRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAuth(ctx, "admin");

  router.post(
    apiPaths.resumes,
    limiters.resume(ctx),
    uploadSingle("cv", "cv"),
    validate({ body: resumeInputSchema }),
    async (req, res) => {
      await createResume(ctx, req.body, req.file);
      res.status(201).json({ message: SUCCESS_MESSAGES.resumeSent });
    },
  );

  router.get(apiPaths.resumes, admin, validate({ query: adminListQuerySchema }), async (req, res) => {
    res.json(await pageResumes(ctx, req.query as unknown as z.output<typeof adminListQuerySchema>));
  });

  router.get(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ resume: await getResume(ctx, Number(req.params.id)) });
  });

  router.get(`${byId}/cv`, admin, validate({ params: idParamsSchema }), async (req, res, next) => {
    const cv = await resumeCvPath(ctx, Number(req.params.id));
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(cv.fileName);
    // The data folder may be a dot-folder (`.data`): the path is already confined to the CV folder.
    const options = { dotfiles: "allow" as const, headers: { "Content-Type": "application/pdf" } };
    res.sendFile(cv.path, options, (error) => {
      if (error && !res.headersSent)
        next((error as { status?: number }).status === 404 ? notFound("CV") : error);
    });
  });

  router.delete(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteResume(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
