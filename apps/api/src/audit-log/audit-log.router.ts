import { apiPaths, auditLogQuerySchema } from "@btw/contracts";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { pageAuditLog } from "./audit-log.service.ts";

export function auditLogRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(
    apiPaths.auditLog,
    requireAuth(ctx, "admin"),
    validate({ query: auditLogQuerySchema }),
    async (req, res) => {
      res.json(await pageAuditLog(ctx, req.query as unknown as z.output<typeof auditLogQuerySchema>));
    },
  );
  return router;
}
