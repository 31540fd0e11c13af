import { TRAINING_COUNTRIES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Section } from "../../components/section.tsx";
import { Select } from "../../components/select.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { ListStates } from "../opportunities/components/list-states.tsx";
import { useListParams } from "../opportunities/hooks/use-list-params.ts";
import { useTraining } from "./api/get-training.ts";
import { TrainingCard } from "./components/training-card.tsx";

const FILTERS = { country: TRAINING_COUNTRIES } as const;
const FILTER_KEYS = ["country"] as const;

export default function TrainingPage() {
  const { t } = useTranslation("opportunities");
  usePageMeta({
    title: t("opportunities:meta.training.title"),
    description: t("opportunities:meta.training.description"),
    path: "/resource/training",
  });
  const { page, filters, setFilter, hrefFor } = useListParams(FILTERS, FILTER_KEYS);
  const training = useTraining({ page, country: filters.country || undefined });

  return (
    <>
      <PageHero
        eyebrow={t("training.eyebrow")}
        title={t("training.title")}
        lead={<p>{t("training.lead")}</p>}
      />
      <Section id="training-list" title={t("training.listTitle")} intro={<p>{t("training.listIntro")}</p>}>
        <div className="list-toolbar">
          <Select
            label={t("training.filterLabel")}
            placeholder={t("training.filterAll")}
            options={TRAINING_COUNTRIES.map((country) => ({
              value: country,
              label: t(`countries.${country}`, { defaultValue: country }),
            }))}
            value={filters.country}
            onValueChange={(value) => setFilter("country", value)}
            clearLabel={t("filters.clear")}
          />
          {training.data ? (
            <p className="list-toolbar__count" aria-live="polite">
              {t("common:list.results", { count: training.data.count })}
            </p>
          ) : null}
        </div>
        <ListStates
          query={training}
          page={page}
          firstPageHref={hrefFor(1)}
          isEmpty={(data) => data.training.length === 0}
          skeletonCount={4}
          emptyTitle={filters.country ? t("training.emptyFiltered") : t("training.empty")}
        >
          {(data) => (
            <>
              <ul className="grid">
                {data.training.map((item) => (
                  <li key={item.id} className="grid__item">
                    <TrainingCard training={item} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                label={t("training.paginationLabel")}
              />
            </>
          )}
        </ListStates>
      </Section>
    </>
  );
}
