import { FIELDS_OF_STUDY, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useVocabulary } from "../../lib/vocabulary.ts";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
import { OpenFigures } from "../opportunities/components/open-figures.tsx";
import { PostOpportunityLink } from "../opportunities/components/post-opportunity-link.tsx";
import { LIST_PAGE_SIZE } from "../opportunities/list-page-size.ts";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { scholarshipListAddress, useScholarships } from "./api/get-scholarships.ts";
import { ScholarshipCard } from "./components/scholarship-card.tsx";

export default function ScholarshipsPage() {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  useSitePageMeta("scholarships");
  const { page, filters, params, setFilter, hrefFor } = useListParams(scholarshipListAddress);
  const scholarships = useScholarships(params);

  return (
    <>
      <PageHero
        eyebrow={t("scholarships.eyebrow")}
        title={t("scholarships.title")}
        lead={<p>{t("scholarships.lead")}</p>}
        actions={<PostOpportunityLink kind="scholarships" />}
        size="sm"
      />
      <FilteredListSection
        id="scholarship-list"
        prefix="scholarships"
        filter={{
          options: FIELDS_OF_STUDY.map((field) => ({
            value: field,
            label: label("fieldsOfStudy", field),
          })),
          value: filters.field,
          onChange: (value) => setFilter("field", value),
        }}
        query={scholarships}
        items={(data) => data.scholarships}
        renderItem={(scholarship) => <ScholarshipCard scholarship={scholarship} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
        sort={{ value: filters.sort, onChange: (value) => setFilter("sort", value) }}
      />
      <OpenFigures />
      <HowToApply
        namespace="opportunities"
        prefix="scholarships.howToApply"
        ctaTo={PUBLIC_PAGES.academicCareerTools.path}
      />
    </>
  );
}
