// The four moderated kinds' plain facts (names, API paths, pages, title column), free of zod so the
// web's first scripts can read them; opportunity-kinds.ts adds each kind's schemas for the API.
import { apiPaths } from "./api-paths.ts";
import type { Internship, Job, Scholarship, Training } from "./opportunities.ts";
import { ADMIN_PAGES, itemPagePath, PUBLIC_PAGES } from "./pages.ts";

/** The four moderated kinds, as named in API response keys. */
export const OPPORTUNITY_KINDS = ["scholarships", "internships", "training", "jobs"] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

/** One item of each kind, as the API answers it. */
export interface OpportunityByKind {
  scholarships: Scholarship;
  internships: Internship;
  training: Training;
  jobs: Job;
}
export type AnyOpportunity = OpportunityByKind[OpportunityKind];

/** Fields every kind's entry carries; the entries differ only in their values. */
function defineKindInfo<
  const K extends OpportunityKind,
  const E extends string,
  const T extends keyof OpportunityByKind[K] & string,
>(entry: {
  kind: K;
  /** Singular key of one item in responses, and the audit log's entity name. */
  entity: E;
  /** English name of one item, for the API's messages ("Scholarship created"). */
  label: string;
  /** The column that names an item in tables, notices, emails and page titles. */
  titleField: T;
  /** The item's own title, when the kind has one: it names the item in place of `titleField` when set. */
  ownTitleField?: keyof OpportunityByKind[K] & string;
  /** multipart with an optional image under `photo1`. */
  hasPhoto: boolean;
  /** The long texts written in the rich-text editor: stored as sanitised HTML (rich-text.ts). */
  richTextFields: readonly (keyof OpportunityByKind[K] & string)[];
  paths: {
    collection: string;
    paginate: string;
    userHistory: string;
    approve: string;
    /** How many open items each option of the list's filters would show. */
    filterCounts: string;
  };
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

export const OPPORTUNITY_KIND_INFO = {
  scholarships: defineKindInfo({
    kind: "scholarships",
    entity: "scholarship",
    label: "Scholarship",
    titleField: "title",
    hasPhoto: true,
    richTextFields: ["description"],
    paths: {
      collection: apiPaths.scholarships,
      paginate: apiPaths.paginateScholarships,
      userHistory: apiPaths.userScholarships,
      approve: apiPaths.approveScholarship,
      filterCounts: apiPaths.scholarshipFilterCounts,
    },
  }),
  internships: defineKindInfo({
    kind: "internships",
    entity: "internship",
    label: "Internship",
    titleField: "internshipCategory",
    ownTitleField: "title",
    hasPhoto: true,
    richTextFields: ["Responsibilities", "Benefits"],
    paths: {
      collection: apiPaths.internships,
      paginate: apiPaths.paginateInternships,
      userHistory: apiPaths.userInternships,
      approve: apiPaths.approveInternship,
      filterCounts: apiPaths.internshipFilterCounts,
    },
  }),
  training: defineKindInfo({
    kind: "training",
    entity: "training",
    label: "Training",
    titleField: "Title",
    hasPhoto: true,
    richTextFields: ["Description"],
    paths: {
      collection: apiPaths.training,
      paginate: apiPaths.paginateTraining,
      userHistory: apiPaths.userTraining,
      approve: apiPaths.approveTraining,
      filterCounts: apiPaths.trainingFilterCounts,
    },
  }),
  jobs: defineKindInfo({
    kind: "jobs",
    entity: "job",
    label: "Job",
    titleField: "JobTitle",
    hasPhoto: false,
    richTextFields: ["Description"],
    paths: {
      collection: apiPaths.jobs,
      paginate: apiPaths.paginateJobs,
      userHistory: apiPaths.userJobs,
      approve: apiPaths.approveJob,
      filterCounts: apiPaths.jobFilterCounts,
    },
  }),
} as const satisfies { [K in OpportunityKind]: { kind: K } };

/** The public page of one item of a kind. */
export const opportunityPagePath = (kind: OpportunityKind, id: number) =>
  itemPagePath(OPPORTUNITY_KIND_INFO[kind].page.path, id);

/** The public web address of one job's page. */
export const jobPagePath = (id: number) => opportunityPagePath("jobs", id);

/** The field whose text names items of a kind: its own title field when it has one, else its title column. */
export const opportunityNameField = (kind: OpportunityKind): string => {
  const info: { titleField: string; ownTitleField?: string } = OPPORTUNITY_KIND_INFO[kind];
  return info.ownTitleField ?? info.titleField;
};

/**
 * The stored text that names a row of a kind: its own title when set (an internship's), else its
 * kind's title column (an internship's category, which readers see through its label).
 */
export function opportunityTitle(kind: OpportunityKind, row: object): string {
  const record = row as Record<string, unknown>;
  const own = record[opportunityNameField(kind)];
  return typeof own === "string" && own.trim()
    ? own
    : String(record[OPPORTUNITY_KIND_INFO[kind].titleField] ?? "");
}
