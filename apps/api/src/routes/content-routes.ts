import { auditLogRoutes } from "../audit-log/audit-log.router.ts";
import { blogsRoutes } from "../blogs/blogs.router.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { resourcesRoutes } from "../resources/resources.router.ts";
import { statisticsRoutes } from "../statistics/statistics.router.ts";
import { teamsRoutes } from "../teams/teams.router.ts";
import { testimonialsRoutes } from "../testimonials/testimonials.router.ts";

/** Content (testimonials, team, blogs, resources) and the admin's overviews. */
export const contentRoutes: DefinedRoute[] = [
  ...testimonialsRoutes,
  ...teamsRoutes,
  ...blogsRoutes,
  ...resourcesRoutes,
  ...statisticsRoutes,
  ...auditLogRoutes,
];
