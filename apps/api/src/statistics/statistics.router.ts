import { apiPaths } from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { requireAuth } from "../lib/auth.ts";
import { computeStatistics } from "./statistics.service.ts";

export function statisticsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(apiPaths.statistics, requireAuth(ctx, "admin", "editor"), async (_req, res) => {
    res.json({ statistics: await computeStatistics(ctx) });
  });
  return router;
}
