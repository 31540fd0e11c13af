// The preview before sending: the listing drawn by the site's own card (as it will sit in the lists)
// and on its own page (the kind's page layout and body), from the values in the form. It is `inert`:
// its links and buttons belong to the future public listing, not to this form.
import {
  type Internship,
  type Job,
  OPPORTUNITY_KIND_INFO,
  type OpportunityByKind,
  type OpportunityKind,
  opportunityTitle,
  type Scholarship,
  type Training,
} from "@btw/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailLayout } from "../../../components/detail-layout.tsx";
import { useVocabulary, type VocabularyLabel } from "../../../lib/vocabulary.ts";
import { InternshipCard } from "../../internships/components/internship-card.tsx";
import { InternshipDetailBody } from "../../internships/internship-detail-page.tsx";
import { JobCard } from "../../jobs/components/job-card.tsx";
import { JobDetailBody } from "../../jobs/job-detail-page.tsx";
import { ScholarshipCard } from "../../scholarships/components/scholarship-card.tsx";
import { ScholarshipDetailBody } from "../../scholarships/scholarship-detail-page.tsx";
import { TrainingCard } from "../../training/components/training-card.tsx";
import { TrainingDetailBody } from "../../training/training-detail-page.tsx";

const CARDS: { [K in OpportunityKind]: (item: OpportunityByKind[K]) => ReactNode } = {
  scholarships: (item: Scholarship) => <ScholarshipCard scholarship={item} />,
  internships: (item: Internship) => <InternshipCard internship={item} />,
  training: (item: Training) => <TrainingCard training={item} />,
  jobs: (item: Job) => <JobCard job={item} />,
};

/** Each kind's page: the hero's eyebrow and lead as the kind's own page draws them, and its body. */
const PAGES: {
  [K in OpportunityKind]: {
    eyebrow: (item: OpportunityByKind[K], label: VocabularyLabel) => string;
    /** The hero's title where it is a vocabulary value, shown by its label; otherwise the kind's title. */
    title?: (item: OpportunityByKind[K], label: VocabularyLabel) => string;
    lead?: (item: OpportunityByKind[K]) => ReactNode;
    body: (item: OpportunityByKind[K]) => ReactNode;
  };
} = {
  scholarships: {
    eyebrow: (item, label) =>
      `${label("scholarshipTypes", item.scholarshipType)} · ${label("modesOfStudy", item.modeOfStudy)}`,
    body: (item) => <ScholarshipDetailBody item={item} />,
  },
  internships: {
    eyebrow: (item) => item.company.join(", "),
    title: (item, label) => label("internshipCategories", item.internshipCategory),
    body: (item) => <InternshipDetailBody item={item} />,
  },
  training: {
    eyebrow: (item, label) => item.selectedCountries.map((country) => label("countries", country)).join(", "),
    body: (item) => <TrainingDetailBody item={item} />,
  },
  jobs: {
    eyebrow: (item, label) => label("jobTypes", item.Type),
    lead: (item) =>
      item.company || item.location ? (
        <p>{[item.company, item.location].filter(Boolean).join(" · ")}</p>
      ) : undefined,
    body: (item) => <JobDetailBody item={item} />,
  },
};

type Draw<T> = (item: T) => ReactNode;
type AnyItem = OpportunityByKind[OpportunityKind];

export function ListingPreview({ kind, item }: { kind: OpportunityKind; item: Record<string, unknown> }) {
  const { t } = useTranslation("post");
  const label = useVocabulary();
  const typed = item as unknown as AnyItem;
  const page = PAGES[kind] as unknown as {
    eyebrow: (item: AnyItem, label: VocabularyLabel) => string;
    title?: (item: AnyItem, label: VocabularyLabel) => string;
    lead?: Draw<AnyItem>;
    body: Draw<AnyItem>;
  };
  return (
    <div className="listing-preview">
      <p className="listing-preview__lead">{t("preview.lead")}</p>
      <section className="listing-preview__part" aria-labelledby="preview-card-title">
        <h3 id="preview-card-title" className="listing-preview__label">
          {t("preview.card")}
        </h3>
        <div className="listing-preview__card" inert>
          {(CARDS[kind] as Draw<AnyItem>)(typed)}
        </div>
      </section>
      <section className="listing-preview__part" aria-labelledby="preview-page-title">
        <h3 id="preview-page-title" className="listing-preview__label">
          {t("preview.page")}
        </h3>
        <div className="listing-preview__page" inert>
          <DetailLayout
            id={1}
            query={{ isPending: false, isError: false, error: null, data: typed }}
            backTo={OPPORTUNITY_KIND_INFO[kind].page.path}
            backLabel={t(`opportunities:${kind}.backToList`)}
            eyebrow={(value) => page.eyebrow(value, label)}
            title={(value) => page.title?.(value, label) ?? opportunityTitle(kind, value)}
            {...(page.lead ? { lead: page.lead } : {})}
          >
            {page.body}
          </DetailLayout>
        </div>
      </section>
    </div>
  );
}
