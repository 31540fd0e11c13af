import { emailMessagePageQuerySchema, emailMessagePaths, idParamsSchema } from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { listEmailMessages, retryEmailMessage } from "./email-messages.service.ts";

/** The admins' mail log: what was sent, what is waiting, what failed (and a retry for it). */
export function emailMessagesRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(
    emailMessagePaths.list,
    requireAuth(ctx, "admin"),
    validate({ query: emailMessagePageQuerySchema }),
    async (req, res) => {
      res.json(
        await listEmailMessages(ctx, req.query as unknown as z.output<typeof emailMessagePageQuerySchema>),
      );
    },
  );
  router.post(
    emailMessagePaths.retry(":id"),
    requireAuth(ctx, "admin"),
    validate({ params: idParamsSchema }),
    async (req, res) => {
      const { id } = req.params as unknown as z.output<typeof idParamsSchema>;
      res.json(await retryEmailMessage(ctx, id, req.user!.id));
    },
  );
  return router;
}
