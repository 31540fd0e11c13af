import { OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { useQueries } from "@tanstack/react-query";
import { useReaderLanguage } from "../../../lib/content-query.ts";
import { internshipsQueryOptions } from "../../internships/api/get-internships.ts";
import { jobsQueryOptions } from "../../jobs/api/get-jobs.ts";
import { scholarshipsQueryOptions } from "../../scholarships/api/get-scholarships.ts";
import { trainingQueryOptions } from "../../training/api/get-training.ts";

/**
 * Each kind's unfiltered first page, the very request its list page makes (one cache entry, no
 * extra request there): its `count` is how many approved, open items the public list holds.
 */
export const firstPageQueryOptions = {
  scholarships: (language: Language) => scholarshipsQueryOptions({ page: 1 }, language),
  internships: (language: Language) => internshipsQueryOptions({ page: 1 }, language),
  training: (language: Language) => trainingQueryOptions({ page: 1 }, language),
  jobs: (language: Language) => jobsQueryOptions({ page: 1 }, language),
} satisfies Record<OpportunityKind, unknown>;

export interface OpenCount {
  kind: OpportunityKind;
  /** Undefined while loading or when the list could not be read: show no figure rather than a guess. */
  count: number | undefined;
}

/** The live size of every kind's public list, in the registry's order. */
export function useOpenCounts(): OpenCount[] {
  const language = useReaderLanguage();
  return useQueries({
    queries: [
      firstPageQueryOptions.scholarships(language),
      firstPageQueryOptions.internships(language),
      firstPageQueryOptions.training(language),
      firstPageQueryOptions.jobs(language),
    ],
    combine: (results) =>
      OPPORTUNITY_KINDS.map((kind) => ({
        kind,
        count: results[OPPORTUNITY_KINDS.indexOf(kind)]?.data?.count,
      })),
  });
}
