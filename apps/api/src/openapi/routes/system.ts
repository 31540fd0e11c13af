import { apiPaths } from "@btw/contracts";
import { z } from "zod";
import { docsAssetPaths } from "../docs-page.ts";
import type { RouteSpec } from "../route-spec.ts";

const tag = "System";

export const systemRouteSpecs: RouteSpec[] = [
  {
    method: "get",
    path: apiPaths.health,
    tag,
    summary: "Liveness",
    description: "The process is up; does not touch the database.",
    auth: "public",
    response: {
      status: 200,
      description: "Up",
      schema: z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
    },
  },
  {
    method: "get",
    path: apiPaths.ready,
    tag,
    summary: "Readiness",
    description:
      "The database answers (within 2 s); 503 otherwise, so a load balancer stops sending traffic.",
    auth: "public",
    response: {
      status: 200,
      description: "Ready",
      schema: z.object({ status: z.literal("ready"), database: z.literal("up") }),
    },
    errors: { 503: "Database unreachable" },
  },
  {
    method: "get",
    path: apiPaths.openapi,
    tag,
    summary: "This document (OpenAPI 3.1)",
    auth: "public",
    response: { status: 200, description: "The OpenAPI document", contentType: "application/json" },
  },
  {
    method: "get",
    path: apiPaths.docs,
    tag,
    summary: "API reference page",
    description: "A readable page that renders this document.",
    auth: "public",
    response: { status: 200, description: "HTML page", contentType: "text/html" },
  },
  {
    method: "get",
    path: docsAssetPaths.script,
    tag,
    summary: "Script of the reference page",
    auth: "public",
    response: { status: 200, description: "JavaScript", contentType: "text/javascript" },
  },
  {
    method: "get",
    path: docsAssetPaths.style,
    tag,
    summary: "Style sheet of the reference page",
    auth: "public",
    response: { status: 200, description: "CSS", contentType: "text/css" },
  },
];
