import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useFilterCounts } from "../opportunities/api/get-filter-counts.ts";
import { FilterBar } from "../opportunities/components/filter-bar.tsx";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
import { OpenFigures } from "../opportunities/components/open-figures.tsx";
import { PostOpportunityLink } from "../opportunities/components/post-opportunity-link.tsx";
import { countParamsOf, isFiltered } from "../opportunities/filter-address.ts";
import { LIST_PAGE_SIZE } from "../opportunities/list-page-size.ts";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { scholarshipListAddress, useScholarships } from "./api/get-scholarships.ts";
import { ScholarshipCard } from "./components/scholarship-card.tsx";

export default function ScholarshipsPage() {
  const { t } = useTranslation("opportunities");
  useSitePageMeta("scholarships");
  const { page, filters, params, setFilter, hrefFor } = useListParams(scholarshipListAddress);
  const scholarships = useScholarships(params);
  const counts = useFilterCounts("scholarships", countParamsOf(params));

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
        filterBar={
          <FilterBar kind="scholarships" values={filters} onChange={setFilter} counts={counts.data?.counts} />
        }
        filtered={isFiltered(params)}
        query={scholarships}
        items={(data) => data.scholarships}
        renderItem={(scholarship) => <ScholarshipCard scholarship={scholarship} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
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
