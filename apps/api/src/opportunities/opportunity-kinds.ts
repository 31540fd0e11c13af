// The API's four kinds, keyed as the contracts' registry keys them: the page resolver and the
// sitemap walk this map instead of naming kinds.
import type { OpportunityKind as KindName } from "@btw/contracts";
import { internshipKind } from "../internships/internships.service.ts";
import { jobKind } from "../jobs/jobs.service.ts";
import { scholarshipKind } from "../scholarships/scholarships.service.ts";
import { trainingKind } from "../training/training.service.ts";
import type { OpportunityKind, OpportunityRow } from "./opportunity-kind.ts";

export const API_OPPORTUNITY_KINDS = {
  scholarships: scholarshipKind,
  internships: internshipKind,
  training: trainingKind,
  jobs: jobKind,
} as const satisfies Record<KindName, unknown>;

/** Every kind, with its row type widened for code that handles any kind. */
export const apiOpportunityKinds = Object.values(API_OPPORTUNITY_KINDS) as unknown as OpportunityKind<
  OpportunityRow,
  object,
  object
>[];
