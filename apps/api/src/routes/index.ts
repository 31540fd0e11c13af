import type { Router } from "express";
import type { AppContext } from "../context.ts";
import { accountRoutes } from "./account-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { donationRoutes } from "./donation-routes.ts";
import { opportunityRoutes } from "./opportunity-routes.ts";

/** Every router of the API, each built from the shared context and mounted under /born-to-win-api. */
export const apiRouters: Array<(ctx: AppContext) => Router> = [
  ...accountRoutes,
  ...opportunityRoutes,
  ...contentRoutes,
  ...donationRoutes,
];
