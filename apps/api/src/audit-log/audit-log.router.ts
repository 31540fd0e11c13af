import { apiPaths, auditLogQuerySchema, auditPageSchema } from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { pageAuditLog } from "./audit-log.service.ts";

export const auditLogRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.auditLog,
    tag: "Admin",
    summary: "Audit log",
    description: "Who created, changed, approved or deleted what, newest first.",
    access: "audit.read",
    request: { query: auditLogQuerySchema },
    response: { status: 200, description: "One page of entries", schema: auditPageSchema },
    handler: ({ ctx, query }) => pageAuditLog(ctx, query),
  }),
];
