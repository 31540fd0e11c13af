import { INTERNSHIP_CATEGORIES, PUBLIC_PAGES } from "@btw/contracts";
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
import { internshipListAddress, useInternships } from "./api/get-internships.ts";
import { InternshipCard } from "./components/internship-card.tsx";

export default function InternshipsPage() {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  useSitePageMeta("internships");
  const { page, filters, params, setFilter, hrefFor } = useListParams(internshipListAddress);
  const internships = useInternships(params);

  return (
    <>
      <PageHero
        eyebrow={t("internships.eyebrow")}
        title={t("internships.title")}
        lead={<p>{t("internships.lead")}</p>}
        actions={<PostOpportunityLink kind="internships" />}
        size="sm"
      />
      <FilteredListSection
        id="internship-list"
        prefix="internships"
        filter={{
          options: INTERNSHIP_CATEGORIES.map((category) => ({
            value: category,
            label: label("internshipCategories", category),
          })),
          value: filters.category,
          onChange: (value) => setFilter("category", value),
        }}
        query={internships}
        items={(data) => data.internships}
        renderItem={(internship) => <InternshipCard internship={internship} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
        sort={{ value: filters.sort, onChange: (value) => setFilter("sort", value) }}
      />
      <OpenFigures />
      <HowToApply
        namespace="opportunities"
        prefix="internships.howToApply"
        ctaTo={PUBLIC_PAGES.submitResume.path}
      />
    </>
  );
}
