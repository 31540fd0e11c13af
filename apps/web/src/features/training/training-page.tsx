import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useFilterCounts } from "../opportunities/api/get-filter-counts.ts";
import { FilterBar } from "../opportunities/components/filter-bar.tsx";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
import { PostOpportunityLink } from "../opportunities/components/post-opportunity-link.tsx";
import { countParamsOf, isFiltered } from "../opportunities/filter-address.ts";
import { LIST_PAGE_SIZE } from "../opportunities/list-page-size.ts";
import { trainingListAddress, useTraining } from "./api/get-training.ts";
import { TrainingCard } from "./components/training-card.tsx";

export default function TrainingPage() {
  const { t } = useTranslation("opportunities");
  useSitePageMeta("training");
  const { page, filters, params, setFilter, hrefFor } = useListParams(trainingListAddress);
  const training = useTraining(params);
  const counts = useFilterCounts("training", countParamsOf(params));

  return (
    <>
      <PageHero
        eyebrow={t("training.eyebrow")}
        title={t("training.title")}
        lead={<p>{t("training.lead")}</p>}
        actions={<PostOpportunityLink kind="training" />}
        size="sm"
      />
      <FilteredListSection
        id="training-list"
        prefix="training"
        filterBar={
          <FilterBar kind="training" values={filters} onChange={setFilter} counts={counts.data?.counts} />
        }
        filtered={isFiltered(params)}
        query={training}
        items={(data) => data.training}
        renderItem={(item) => <TrainingCard training={item} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
      />
    </>
  );
}
