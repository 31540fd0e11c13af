// The four moderated kinds as the admin side handles them: their API paths, response keys and how a
// row is named in tables, notices and dialogs.
import {
  apiPaths,
  type Internship,
  type Job,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
  type Scholarship,
  type Training,
} from "@btw/contracts";

export type { OpportunityKind };
export { OPPORTUNITY_KINDS };

export interface OpportunityByKind {
  scholarships: Scholarship;
  internships: Internship;
  training: Training;
  jobs: Job;
}
export type AnyOpportunity = OpportunityByKind[OpportunityKind];

interface KindConfig<K extends OpportunityKind> {
  kind: K;
  /** Key of one item in create/get/update/approve answers. */
  entity: "scholarship" | "internship" | "training" | "job";
  paths: { collection: string; paginate: string; history: string; approve: string };
  /** multipart with an image under `photo1`. */
  hasPhoto: boolean;
  /** Where the public sees approved items. */
  publicPath: string;
  titleOf: (item: OpportunityByKind[K]) => string;
  detailOf: (item: OpportunityByKind[K]) => string;
  photoOf: (item: OpportunityByKind[K]) => string | null;
}

export const KINDS: { [K in OpportunityKind]: KindConfig<K> } = {
  scholarships: {
    kind: "scholarships",
    entity: "scholarship",
    paths: {
      collection: apiPaths.scholarships,
      paginate: apiPaths.paginateScholarships,
      history: apiPaths.userScholarships,
      approve: apiPaths.approveScholarship,
    },
    hasPhoto: true,
    publicPath: "/resource/scholarships",
    titleOf: (item) => item.title,
    detailOf: (item) => [item.scholarshipType, item.modeOfStudy].filter(Boolean).join(" · "),
    photoOf: (item) => item.photo1,
  },
  internships: {
    kind: "internships",
    entity: "internship",
    paths: {
      collection: apiPaths.internships,
      paginate: apiPaths.paginateInternships,
      history: apiPaths.userInternships,
      approve: apiPaths.approveInternship,
    },
    hasPhoto: true,
    publicPath: "/resource/internships",
    titleOf: (item) => item.internshipCategory,
    detailOf: (item) => item.company.join(", "),
    photoOf: (item) => item.photo1,
  },
  training: {
    kind: "training",
    entity: "training",
    paths: {
      collection: apiPaths.training,
      paginate: apiPaths.paginateTraining,
      history: apiPaths.userTraining,
      approve: apiPaths.approveTraining,
    },
    hasPhoto: true,
    publicPath: "/resource/training",
    titleOf: (item) => item.Title,
    detailOf: (item) => item.selectedCountries.join(", "),
    photoOf: (item) => item.photo1,
  },
  jobs: {
    kind: "jobs",
    entity: "job",
    paths: {
      collection: apiPaths.jobs,
      paginate: apiPaths.paginateJobs,
      history: apiPaths.userJobs,
      approve: apiPaths.approveJob,
    },
    hasPhoto: false,
    publicPath: "/resource/job-opportunities",
    titleOf: (item) => item.JobTitle,
    detailOf: (item) => [item.Type, item.company, item.location].filter(Boolean).join(" · "),
    photoOf: () => null,
  },
};

/** Reads one kind's config for an item of unknown kind (tables that show every kind). */
export function kindConfig(kind: OpportunityKind): KindConfig<OpportunityKind> {
  return KINDS[kind] as unknown as KindConfig<OpportunityKind>;
}

export function isOpportunityKind(value: string | undefined): value is OpportunityKind {
  return (OPPORTUNITY_KINDS as readonly string[]).includes(value ?? "");
}
