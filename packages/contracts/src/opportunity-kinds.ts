// The four moderated kinds (scholarships, internships, training, jobs) in one registry: the API's
// routes and serialisers, its page resolver and sitemap, and the web's admin screens all derive
// from these entries and never switch on a kind themselves.
import { apiPaths } from "./api-paths.ts";
import {
  type Internship,
  internshipInputSchema,
  internshipListQuerySchema,
  internshipPageQuerySchema,
  internshipSchema,
  internshipUpdateSchema,
  type Job,
  jobInputSchema,
  jobListQuerySchema,
  jobPageQuerySchema,
  jobSchema,
  jobUpdateSchema,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
  type Scholarship,
  scholarshipInputSchema,
  scholarshipListQuerySchema,
  scholarshipPageQuerySchema,
  scholarshipSchema,
  scholarshipUpdateSchema,
  type Training,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingPageQuerySchema,
  trainingSchema,
  trainingUpdateSchema,
} from "./opportunities.ts";
import { ADMIN_PAGES, itemPagePath, PUBLIC_PAGES } from "./pages.ts";

/** One item of each kind, as the API answers it. */
export interface OpportunityByKind {
  scholarships: Scholarship;
  internships: Internship;
  training: Training;
  jobs: Job;
}
export type AnyOpportunity = OpportunityByKind[OpportunityKind];

/** Fields every kind's schemas hold; the registry's entries differ only in their values. */
function defineKind<
  const K extends OpportunityKind,
  const E extends string,
  const T extends keyof OpportunityByKind[K] & string,
  S,
>(entry: {
  kind: K;
  /** Singular key of one item in responses, and the audit log's entity name. */
  entity: E;
  /** English name of one item, for the API's messages ("Scholarship created"). */
  label: string;
  /** The column that names an item in tables, notices, emails and page titles. */
  titleField: T;
  /** multipart with an optional image under `photo1`. */
  hasPhoto: boolean;
  paths: { collection: string; paginate: string; userHistory: string; approve: string };
  schemas: S;
}) {
  return {
    ...entry,
    /** Key of lists in responses (spec section 7): the kind itself. */
    listKey: entry.kind,
    /** The public page that lists approved items; one item's page is this plus `/{id}`. */
    page: PUBLIC_PAGES[entry.kind],
    /** The admin list of this kind. */
    adminPath: ADMIN_PAGES[entry.kind],
    /** Catalog keys: the admin catalog's object (`one`, `many`, `add`...) and the header's link label. */
    titleKeys: { admin: `admin:kinds.${entry.kind}`, nav: `common:nav.${entry.kind}` },
  } as const;
}

export const OPPORTUNITY_KIND_REGISTRY = {
  scholarships: defineKind({
    kind: "scholarships",
    entity: "scholarship",
    label: "Scholarship",
    titleField: "title",
    hasPhoto: true,
    paths: {
      collection: apiPaths.scholarships,
      paginate: apiPaths.paginateScholarships,
      userHistory: apiPaths.userScholarships,
      approve: apiPaths.approveScholarship,
    },
    schemas: {
      item: scholarshipSchema,
      input: scholarshipInputSchema,
      update: scholarshipUpdateSchema,
      page: scholarshipPageQuerySchema,
      list: scholarshipListQuerySchema,
    },
  }),
  internships: defineKind({
    kind: "internships",
    entity: "internship",
    label: "Internship",
    titleField: "internshipCategory",
    hasPhoto: true,
    paths: {
      collection: apiPaths.internships,
      paginate: apiPaths.paginateInternships,
      userHistory: apiPaths.userInternships,
      approve: apiPaths.approveInternship,
    },
    schemas: {
      item: internshipSchema,
      input: internshipInputSchema,
      update: internshipUpdateSchema,
      page: internshipPageQuerySchema,
      list: internshipListQuerySchema,
    },
  }),
  training: defineKind({
    kind: "training",
    entity: "training",
    label: "Training",
    titleField: "Title",
    hasPhoto: true,
    paths: {
      collection: apiPaths.training,
      paginate: apiPaths.paginateTraining,
      userHistory: apiPaths.userTraining,
      approve: apiPaths.approveTraining,
    },
    schemas: {
      item: trainingSchema,
      input: trainingInputSchema,
      update: trainingUpdateSchema,
      page: trainingPageQuerySchema,
      list: trainingListQuerySchema,
    },
  }),
  jobs: defineKind({
    kind: "jobs",
    entity: "job",
    label: "Job",
    titleField: "JobTitle",
    hasPhoto: false,
    paths: {
      collection: apiPaths.jobs,
      paginate: apiPaths.paginateJobs,
      userHistory: apiPaths.userJobs,
      approve: apiPaths.approveJob,
    },
    schemas: {
      item: jobSchema,
      input: jobInputSchema,
      update: jobUpdateSchema,
      page: jobPageQuerySchema,
      list: jobListQuerySchema,
    },
  }),
} as const satisfies { [K in OpportunityKind]: { kind: K } };

export type OpportunityKindEntry = (typeof OPPORTUNITY_KIND_REGISTRY)[OpportunityKind];

/** Every kind's entry, in the order of OPPORTUNITY_KINDS. */
export const opportunityKindEntries = (): OpportunityKindEntry[] =>
  OPPORTUNITY_KINDS.map((kind) => OPPORTUNITY_KIND_REGISTRY[kind]);

/** The public page of one item of a kind. */
export const opportunityPagePath = (kind: OpportunityKind, id: number) =>
  itemPagePath(OPPORTUNITY_KIND_REGISTRY[kind].page.path, id);

/** The public web address of one job's page. */
export const jobPagePath = (id: number) => opportunityPagePath("jobs", id);

/** The name of an item of any kind (its kind's title column). */
export function opportunityTitle<K extends OpportunityKind>(kind: K, item: OpportunityByKind[K]): string {
  const field = OPPORTUNITY_KIND_REGISTRY[kind].titleField as keyof OpportunityByKind[K];
  return String(item[field]);
}
