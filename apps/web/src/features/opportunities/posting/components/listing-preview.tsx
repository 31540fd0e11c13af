// The preview before sending: the listing drawn by the site's own card (as it will sit in the lists)
// and on its own page (the kind's page layout and body), from the values in the form. It is `inert`:
// its links and buttons belong to the future public listing, not to this form.
import {
  type Internship,
  type Job,
  OPPORTUNITY_KIND_INFO,
  type OpportunityByKind,
  type OpportunityKind,
  type Scholarship,
  type Training,
} from "@btw/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DetailLayout,
  type DetailLayoutProps,
  DetailPreviewContext,
} from "../../../../components/detail-layout.tsx";
import { useOpportunityBand } from "../../../../lib/opportunity-band.tsx";
import { InternshipCard } from "../../kinds/internships/components/internship-card.tsx";
import { InternshipDetailBody } from "../../kinds/internships/internship-detail-page.tsx";
import { JobCard } from "../../kinds/jobs/components/job-card.tsx";
import { JobDetailBody } from "../../kinds/jobs/job-detail-page.tsx";
import { ScholarshipCard } from "../../kinds/scholarships/components/scholarship-card.tsx";
import { ScholarshipDetailBody } from "../../kinds/scholarships/scholarship-detail-page.tsx";
import { TrainingCard } from "../../kinds/training/components/training-card.tsx";
import { TrainingDetailBody } from "../../kinds/training/training-detail-page.tsx";

const CARDS: { [K in OpportunityKind]: (item: OpportunityByKind[K]) => ReactNode } = {
  scholarships: (item: Scholarship) => <ScholarshipCard scholarship={item} />,
  internships: (item: Internship) => <InternshipCard internship={item} />,
  training: (item: Training) => <TrainingCard training={item} />,
  jobs: (item: Job) => <JobCard job={item} />,
};

/** Each kind's page body; its band is the kind's own (contracts' opportunityBand). */
const BODIES: { [K in OpportunityKind]: (item: OpportunityByKind[K]) => ReactNode } = {
  scholarships: (item) => <ScholarshipDetailBody item={item} />,
  internships: (item) => <InternshipDetailBody item={item} />,
  training: (item) => <TrainingDetailBody item={item} />,
  jobs: (item) => <JobDetailBody item={item} />,
};

type Draw<T> = (item: T) => ReactNode;
type AnyItem = OpportunityByKind[OpportunityKind];

export function ListingPreview({ kind, item }: { kind: OpportunityKind; item: Record<string, unknown> }) {
  const { t } = useTranslation("post");
  const typed = item as unknown as AnyItem;
  const band = useOpportunityBand(kind) as unknown as Pick<
    DetailLayoutProps<AnyItem>,
    "eyebrow" | "title" | "lead"
  >;
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
          <DetailPreviewContext.Provider value={true}>
            <DetailLayout
              id={1}
              query={{ isPending: false, isError: false, error: null, data: typed }}
              backTo={OPPORTUNITY_KIND_INFO[kind].page.path}
              backLabel={t(`opportunities:${kind}.backToList`)}
              {...band}
            >
              {BODIES[kind] as Draw<AnyItem>}
            </DetailLayout>
          </DetailPreviewContext.Provider>
        </div>
      </section>
    </div>
  );
}
