import { reviewContextRoutes } from "../approvals/review-context.router.ts";
import { internshipKind } from "../internships/internships.service.ts";
import { jobKind } from "../jobs/jobs.service.ts";
import type { DefinedRoute } from "../lib/route.ts";
import { opportunityRoutes as kindRoutes } from "../opportunities/opportunity.router.ts";
import { scholarshipKind } from "../scholarships/scholarships.service.ts";
import { trainingKind } from "../training/training.service.ts";

/** The four moderated kinds share one set of route definitions. */
export const opportunityRoutes: DefinedRoute[] = [
  ...kindRoutes(scholarshipKind),
  ...kindRoutes(internshipKind),
  ...kindRoutes(trainingKind),
  ...kindRoutes(jobKind),
  ...reviewContextRoutes,
];
