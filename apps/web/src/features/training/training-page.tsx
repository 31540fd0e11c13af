import { TRAINING_COUNTRIES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useVocabulary } from "../../lib/vocabulary.ts";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
import { PostOpportunityLink } from "../opportunities/components/post-opportunity-link.tsx";
import { LIST_PAGE_SIZE } from "../opportunities/list-page-size.ts";
import { trainingListAddress, useTraining } from "./api/get-training.ts";
import { TrainingCard } from "./components/training-card.tsx";

export default function TrainingPage() {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  useSitePageMeta("training");
  const { page, filters, params, setFilter, hrefFor } = useListParams(trainingListAddress);
  const training = useTraining(params);

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
        filter={{
          options: TRAINING_COUNTRIES.map((country) => ({
            value: country,
            label: label("countries", country),
          })),
          value: filters.country,
          onChange: (value) => setFilter("country", value),
        }}
        query={training}
        items={(data) => data.training}
        renderItem={(item) => <TrainingCard training={item} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
        sort={{ value: filters.sort, onChange: (value) => setFilter("sort", value) }}
      />
    </>
  );
}
