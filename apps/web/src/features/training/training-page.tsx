import { PAGE_SIZES, TRAINING_COUNTRIES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useVocabulary } from "../../lib/vocabulary.ts";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
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
        renderItem={(item, first) => <TrainingCard training={item} priority={first} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={PAGE_SIZES.training}
        sort={{ value: filters.sort, onChange: (value) => setFilter("sort", value) }}
      />
    </>
  );
}
