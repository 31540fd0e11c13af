import {
  adminListQuerySchema,
  apiPaths,
  feedbackInputSchema,
  idParamsSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import { createFeedback, deleteFeedback, getFeedback, pageFeedbacks } from "./feedbacks.service.ts";

const byId = `${apiPaths.feedbacks}/:id`;

export function feedbacksRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAuth(ctx, "admin");

  router.post(
    apiPaths.feedbacks,
    limiters.feedback(ctx),
    validate({ body: feedbackInputSchema }),
    async (req, res) => {
      await createFeedback(ctx, req.body);
      res.status(201).json({ message: SUCCESS_MESSAGES.sent });
    },
  );

  router.get(apiPaths.feedbacks, admin, validate({ query: adminListQuerySchema }), async (req, res) => {
    res.json(await pageFeedbacks(ctx, req.query as unknown as z.output<typeof adminListQuerySchema>));
  });

  router.get(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ feedback: await getFeedback(ctx, Number(req.params.id)) });
  });

  router.delete(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteFeedback(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
