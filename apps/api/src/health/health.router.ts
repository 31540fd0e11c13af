import { apiPaths } from "@btw/contracts";
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS } from "../lib/database-unavailable.ts";
import { defineRoute } from "../lib/route.ts";

const tag = "System";

export const healthRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.health,
    tag,
    summary: "Liveness",
    description: "The process is up; does not touch the database.",
    access: "public",
    response: {
      status: 200,
      description: "Up",
      schema: z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
    },
    handler: () => ({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }),
  }),
  defineRoute({
    method: "get",
    path: apiPaths.ready,
    tag,
    summary: "Readiness",
    description:
      "The database answers (within 2 s); 503 with `Retry-After` otherwise, so a load balancer stops sending traffic.",
    access: "public",
    response: {
      status: 200,
      description: "Ready",
      schema: z.object({ status: z.literal("ready"), database: z.literal("up") }),
    },
    errors: { 503: "Database unreachable" },
    handler: async ({ ctx, res }) => {
      try {
        await Promise.race([
          ctx.db.$queryRaw`SELECT 1`,
          new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
        ]);
        return { status: "ready", database: "up" };
      } catch {
        res
          .status(503)
          .setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
          .json({ message: "Database unreachable", status: "unavailable", database: "down" });
      }
    },
  }),
];
