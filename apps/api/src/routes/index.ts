import type { Router } from "express";
import { adminListRoutes } from "../admin-lists/admin-lists.router.ts";
import type { AppContext } from "../context.ts";
import { healthRoutes } from "../health/health.router.ts";
import { type DefinedRoute, mountRoutes } from "../lib/route.ts";
import { openApiRoutes } from "../openapi/openapi.router.ts";
import { siteSettingsRoutes } from "../site-settings/site-settings.router.ts";
import { accountRoutes } from "./account-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { donationRoutes } from "./donation-routes.ts";
import { opportunityRoutes } from "./opportunity-routes.ts";
import { safetyAlertRoutes } from "./safety-alert-routes.ts";
import { submissionRoutes } from "./submission-routes.ts";

/**
 * Every route of the API, defined once, in the order the reference shows them: the Express router
 * and the OpenAPI document are both made from these definitions.
 */
export const apiRoutes: DefinedRoute[] = [
  ...accountRoutes,
  ...opportunityRoutes,
  ...contentRoutes,
  ...submissionRoutes,
  ...donationRoutes,
  ...safetyAlertRoutes,
  ...adminListRoutes,
  ...siteSettingsRoutes,
  ...healthRoutes,
  ...openApiRoutes(() => apiRoutes),
];

/** The API's routers, built from the shared context and mounted under /born-to-win-api. */
export const apiRouters: Array<(ctx: AppContext) => Router> = [(ctx) => mountRoutes(ctx, apiRoutes)];
