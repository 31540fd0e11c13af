import { apiPaths, STATISTICS_FIELD_ACTIONS, statisticsSchema } from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { computeStatistics } from "./statistics.service.ts";

const privateFields = Object.entries(STATISTICS_FIELD_ACTIONS)
  .map(([field, action]) => `\`${field}\` (\`${action}\`)`)
  .join(", ");

export const statisticsRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.statistics,
    tag: "Admin",
    summary: "Statistics",
    description: `Counts of every opportunity kind per status, and of blogs, resources, testimonials and the team. These figures come only to a role allowed the permission beside them, as its screens show them: ${privateFields}.`,
    access: "statistics.read",
    response: { status: 200, description: "Under `statistics`", schema: statisticsSchema },
    handler: async ({ ctx, user }) => ({ statistics: await computeStatistics(ctx, user.role) }),
  }),
];
