import { pipeline } from "node:stream/promises";
import {
  apiPaths,
  idParamsSchema,
  messageResponseSchema,
  resumeInputSchema,
  resumeListQuerySchema,
  resumePageSchema,
  resumeResponseSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { NO_STORE } from "../lib/no-store.ts";
import { limiters } from "../lib/rate-limit.ts";
import { defineRoute } from "../lib/route.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import { createResume, deleteResume, getResume, openResumeCv, pageResumes } from "./resumes.service.ts";

const tag = "Resumes";
const byId = `${apiPaths.resumes}/:id`;

export const resumesRoutes = [
  defineRoute({
    method: "post",
    path: apiPaths.resumes,
    tag,
    summary: "Submit a resume",
    description:
      "The Submit-a-Resume form; multipart with an optional PDF CV in `cv` (checked from its bytes).",
    access: "public",
    request: { body: resumeInputSchema, bodyType: "multipart", files: ["cv"] },
    response: {
      status: 201,
      description: `\`${SUCCESS_MESSAGES.resumeSent}\``,
      schema: messageResponseSchema,
    },
    errors: { 413: "File too large", 415: "The CV must be a PDF" },
    rateLimit: { before: [limiters.resume] },
    middleware: () => [uploadSingle("cv", "cv")],
    handler: async ({ ctx, body, req }) => {
      await createResume(ctx, body, req.file);
      return { message: SUCCESS_MESSAGES.resumeSent };
    },
  }),
  defineRoute({
    method: "get",
    path: apiPaths.resumes,
    tag,
    summary: "List resumes",
    access: "resume.read",
    request: { query: resumeListQuerySchema },
    response: { status: 200, description: "One page of resumes", schema: resumePageSchema },
    handler: ({ ctx, query }) => pageResumes(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: byId,
    tag,
    summary: "Get a resume",
    access: "resume.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The resume", schema: resumeResponseSchema },
    handler: async ({ ctx, params }) => ({ resume: await getResume(ctx, params.id) }),
  }),
  defineRoute({
    method: "get",
    path: `${byId}/cv`,
    tag,
    summary: "Download a resume's CV",
    description: "CVs are private files: they are served only here, to admins, never under /uploads.",
    access: "resume.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: "The PDF", contentType: "application/pdf" },
    handler: async ({ ctx, params, res }) => {
      const cv = await openResumeCv(ctx, params.id);
      res.setHeader("Cache-Control", NO_STORE);
      res.attachment(cv.fileName);
      res.type("application/pdf");
      if (cv.file.size !== undefined) res.setHeader("Content-Length", String(cv.file.size));
      await pipeline(cv.file.body, res);
    },
  }),
  defineRoute({
    method: "delete",
    path: byId,
    tag,
    summary: "Delete a resume",
    description: "Its CV file is removed too.",
    access: "resume.read",
    request: { params: idParamsSchema },
    response: { status: 200, description: `\`${SUCCESS_MESSAGES.deleted}\``, schema: messageResponseSchema },
    handler: async ({ ctx, user, params }) => {
      await deleteResume(ctx, user.id, params.id);
      return { message: SUCCESS_MESSAGES.deleted };
    },
  }),
];
