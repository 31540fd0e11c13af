import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  apiPaths,
  idParamsSchema,
  SUCCESS_MESSAGES,
  subscriberInputSchema,
  subscriberListQuerySchema,
  subscriberTokenQuerySchema,
} from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import {
  confirmSubscription,
  deleteSubscriber,
  pageSubscribers,
  subscribe,
  subscriberCsv,
  unsubscribe,
} from "./subscribers.service.ts";

const exportQuerySchema = subscriberListQuerySchema.pick({ status: true });

export function subscribersRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAuth(ctx, "admin");
  const path = apiPaths.subscribers;

  router.post(path, limiters.subscribe(ctx), validate({ body: subscriberInputSchema }), async (req, res) => {
    const { created } = await subscribe(ctx, req.body);
    res.status(created ? 201 : 200).json({ message: SUCCESS_MESSAGES.subscribed });
  });

  // Links from the confirmation email land on the home page, which shows the outcome.
  router.get(`${path}/confirm`, validate({ query: subscriberTokenQuerySchema }), async (req, res) => {
    const confirmed = await confirmSubscription(ctx, String(req.query.token));
    res.redirect(303, confirmed ? "/?subscribed=1" : "/?subscribed=0");
  });

  router.get(`${path}/unsubscribe`, validate({ query: subscriberTokenQuerySchema }), async (req, res) => {
    const done = await unsubscribe(ctx, String(req.query.token));
    res.redirect(303, done ? "/?unsubscribed=1" : "/?unsubscribed=0");
  });

  router.get(`${path}/export.csv`, admin, validate({ query: exportQuerySchema }), async (req, res) => {
    const { status } = req.query as unknown as z.output<typeof exportQuerySchema>;
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    await pipeline(Readable.from(subscriberCsv(ctx, status)), res);
  });

  router.get(path, admin, validate({ query: subscriberListQuerySchema }), async (req, res) => {
    res.json(await pageSubscribers(ctx, req.query as unknown as z.output<typeof subscriberListQuerySchema>));
  });

  router.delete(`${path}/:id`, admin, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteSubscriber(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
