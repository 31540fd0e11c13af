import {
  apiPaths,
  idParamsSchema,
  SUCCESS_MESSAGES,
  testimonialInputSchema,
  testimonialUpdateSchema,
} from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { uploadSingle } from "../uploads/uploads.ts";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from "./testimonials.service.ts";

const byId = `${apiPaths.testimonials}/:id`;

export function testimonialsRouter(ctx: AppContext): Router {
  const router = Router();
  const staff = requireAuth(ctx, "admin", "editor");

  router.get(apiPaths.testimonials, async (_req, res) => {
    res.json({ testimonials: await listTestimonials(ctx) });
  });

  router.get(byId, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ testimonial: await getTestimonial(ctx, Number(req.params.id)) });
  });

  router.post(
    apiPaths.testimonials,
    staff,
    uploadSingle("photo", "image"),
    validate({ body: testimonialInputSchema }),
    async (req, res) => {
      const testimonial = await createTestimonial(ctx, req.user!.id, req.body, req.file);
      res.status(201).json({ message: SUCCESS_MESSAGES.created, testimonial });
    },
  );

  router.put(
    byId,
    staff,
    uploadSingle("photo", "image"),
    validate({ params: idParamsSchema, body: testimonialUpdateSchema }),
    async (req, res) => {
      const testimonial = await updateTestimonial(
        ctx,
        req.user!.id,
        Number(req.params.id),
        req.body,
        req.file,
      );
      res.json({ message: SUCCESS_MESSAGES.saved, testimonial });
    },
  );

  router.delete(byId, staff, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteTestimonial(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
