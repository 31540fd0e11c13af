import { apiPaths } from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../lib/database-unavailable.ts";

export function healthRouter({ db }: AppContext): Router {
  const router = Router();
  router.get(apiPaths.health, (_req, res) => {
    res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get(apiPaths.ready, async (_req, res) => {
    try {
      await Promise.race([
        db.$queryRaw`SELECT 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
      ]);
      res.json({ status: "ready", database: "up" });
    } catch {
      res
        .status(503)
        .setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ message: "Database unreachable", status: "unavailable", database: "down" });
    }
  });
  return router;
}
