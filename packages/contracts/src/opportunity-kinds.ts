// The four moderated kinds (scholarships, internships, training, jobs) in one registry: the API's
// routes and serialisers, its page resolver and sitemap, and the web's admin screens all derive
// from these entries and never switch on a kind themselves. Each entry is the kind's plain facts
// (opportunity-kind-info.ts, which the web's first scripts read without zod) plus its schemas.

import {
  filterCountsSchema,
  internshipInputSchema,
  internshipListQuerySchema,
  internshipPageQuerySchema,
  internshipSchema,
  internshipUpdateSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobPageQuerySchema,
  jobSchema,
  jobUpdateSchema,
  scholarshipInputSchema,
  scholarshipListQuerySchema,
  scholarshipPageQuerySchema,
  scholarshipSchema,
  scholarshipUpdateSchema,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingPageQuerySchema,
  trainingSchema,
  trainingUpdateSchema,
} from "./opportunities.ts";
import { OPPORTUNITY_KIND_INFO, OPPORTUNITY_KINDS, type OpportunityKind } from "./opportunity-kind-info.ts";

const withSchemas = <const I, S>(info: I, schemas: S) => ({ ...info, schemas }) as const;

export const OPPORTUNITY_KIND_REGISTRY = {
  scholarships: withSchemas(OPPORTUNITY_KIND_INFO.scholarships, {
    item: scholarshipSchema,
    input: scholarshipInputSchema,
    update: scholarshipUpdateSchema,
    page: scholarshipPageQuerySchema,
    list: scholarshipListQuerySchema,
    filterCounts: filterCountsSchema("scholarships"),
  }),
  internships: withSchemas(OPPORTUNITY_KIND_INFO.internships, {
    item: internshipSchema,
    input: internshipInputSchema,
    update: internshipUpdateSchema,
    page: internshipPageQuerySchema,
    list: internshipListQuerySchema,
    filterCounts: filterCountsSchema("internships"),
  }),
  training: withSchemas(OPPORTUNITY_KIND_INFO.training, {
    item: trainingSchema,
    input: trainingInputSchema,
    update: trainingUpdateSchema,
    page: trainingPageQuerySchema,
    list: trainingListQuerySchema,
    filterCounts: filterCountsSchema("training"),
  }),
  jobs: withSchemas(OPPORTUNITY_KIND_INFO.jobs, {
    item: jobSchema,
    input: jobInputSchema,
    update: jobUpdateSchema,
    page: jobPageQuerySchema,
    list: jobListQuerySchema,
    filterCounts: filterCountsSchema("jobs"),
  }),
} as const satisfies { [K in OpportunityKind]: { kind: K } };

export type OpportunityKindEntry = (typeof OPPORTUNITY_KIND_REGISTRY)[OpportunityKind];

/** Every kind's entry, in the order of OPPORTUNITY_KINDS. */
export const opportunityKindEntries = (): OpportunityKindEntry[] =>
  OPPORTUNITY_KINDS.map((kind) => OPPORTUNITY_KIND_REGISTRY[kind]);
