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
import { internshipListAddress, useInternships } from "./api/get-internships.ts";
import { InternshipCard } from "./components/internship-card.tsx";

export default function InternshipsPage() {
  const { t } = useTranslation("opportunities");
  useSitePageMeta("internships");
  const { page, filters, params, setFilter, hrefFor } = useListParams(internshipListAddress);
  const internships = useInternships(params);
  const counts = useFilterCounts("internships", countParamsOf(params));

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
        filterBar={
          <FilterBar kind="internships" values={filters} onChange={setFilter} counts={counts.data?.counts} />
        }
        filtered={isFiltered(params)}
        query={internships}
        items={(data) => data.internships}
        renderItem={(internship) => <InternshipCard internship={internship} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
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
