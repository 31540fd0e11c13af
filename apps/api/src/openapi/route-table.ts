import type { RouteSpec } from "./route-spec.ts";
import { accountRouteSpecs } from "./routes/accounts.ts";
import { contentRouteSpecs } from "./routes/content.ts";
import { donationRouteSpecs } from "./routes/donations.ts";
import { opportunityRouteSpecs } from "./routes/opportunities.ts";
import { submissionRouteSpecs } from "./routes/submissions.ts";
import { systemRouteSpecs } from "./routes/system.ts";

/**
 * Every route of the API, in the order the reference shows them. A new route goes into the file of
 * its area under routes/; openapi.test.ts fails until it is here.
 */
export const routeTable: RouteSpec[] = [
  ...accountRouteSpecs,
  ...opportunityRouteSpecs,
  ...contentRouteSpecs,
  ...submissionRouteSpecs,
  ...donationRouteSpecs,
  ...systemRouteSpecs,
];
