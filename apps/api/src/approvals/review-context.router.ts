import { apiPaths, reviewContextListSchema, reviewContextQuerySchema } from "@btw/contracts";
import { defineRoute } from "../lib/route.ts";
import { reviewContexts } from "./review-context.service.ts";

export const reviewContextRoutes = [
  defineRoute({
    method: "get",
    path: apiPaths.reviewContext,
    tag: "Approvals",
    summary: "Who sent waiting items, and their history",
    description:
      "For up to 50 items of one kind (`kind`, `ids` comma-separated): the submitter (name, email, organisation, how many of their submissions were approved, rejected or wait), the organisation, how often the item was rejected before and the last reason, edits since, and its audit history (newest first, 20 entries). Unknown ids are left out.",
    access: "opportunity.approve",
    request: { query: reviewContextQuerySchema },
    response: { status: 200, description: "Under `contexts`", schema: reviewContextListSchema },
    handler: async ({ ctx, query }) => ({ contexts: await reviewContexts(ctx, query.kind, query.ids) }),
  }),
];
