import { OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";
import { useQueries } from "@tanstack/react-query";
import { internshipsQueryOptions } from "../../internships/api/get-internships.ts";
import { jobsQueryOptions } from "../../jobs/api/get-jobs.ts";
import { scholarshipsQueryOptions } from "../../scholarships/api/get-scholarships.ts";
import { trainingQueryOptions } from "../../training/api/get-training.ts";

/**
 * Each kind's unfiltered first page, the very request its list page makes (one cache entry, no
 * extra request there): its `count` is how many approved, open items the public list holds.
 */
export const firstPageQueryOptions = {
  scholarships: () => scholarshipsQueryOptions({ page: 1 }),
  internships: () => internshipsQueryOptions({ page: 1 }),
  training: () => trainingQueryOptions({ page: 1 }),
  jobs: () => jobsQueryOptions({ page: 1 }),
} satisfies Record<OpportunityKind, unknown>;

export interface OpenCount {
  kind: OpportunityKind;
  /** Undefined while loading or when the list could not be read: show no figure rather than a guess. */
  count: number | undefined;
}

/** The live size of every kind's public list, in the registry's order. */
export function useOpenCounts(): OpenCount[] {
  return useQueries({
    queries: [
      firstPageQueryOptions.scholarships(),
      firstPageQueryOptions.internships(),
      firstPageQueryOptions.training(),
      firstPageQueryOptions.jobs(),
    ],
    combine: (results) =>
      OPPORTUNITY_KINDS.map((kind) => ({
        kind,
        count: results[OPPORTUNITY_KINDS.indexOf(kind)]?.data?.count,
      })),
  });
}
