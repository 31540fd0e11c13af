import {
  adminListQuerySchema,
  apiPaths,
  contactMessageInputSchema,
  idParamsSchema,
  SUCCESS_MESSAGES,
} from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { limiters } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  pageContactMessages,
} from "./contact-messages.service.ts";

const byId = `${apiPaths.contactMessages}/:id`;

export function contactMessagesRouter(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAuth(ctx, "admin");

  router.post(
    apiPaths.contactMessages,
    limiters.contact(ctx),
    validate({ body: contactMessageInputSchema }),
    async (req, res) => {
      await createContactMessage(ctx, req.body);
      res.status(201).json({ message: SUCCESS_MESSAGES.sent });
    },
  );

  router.get(apiPaths.contactMessages, admin, validate({ query: adminListQuerySchema }), async (req, res) => {
    res.json(await pageContactMessages(ctx, req.query as unknown as z.output<typeof adminListQuerySchema>));
  });

  router.get(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    res.json({ contactMessage: await getContactMessage(ctx, Number(req.params.id)) });
  });

  router.delete(byId, admin, validate({ params: idParamsSchema }), async (req, res) => {
    await deleteContactMessage(ctx, req.user!.id, Number(req.params.id));
    res.json({ message: SUCCESS_MESSAGES.deleted });
  });

  return router;
}
