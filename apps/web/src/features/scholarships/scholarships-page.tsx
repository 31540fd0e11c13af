import { FIELDS_OF_STUDY, STATIC_STATS } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Section } from "../../components/section.tsx";
import { Select } from "../../components/select.tsx";
import { formatNumber } from "../../lib/format.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { ListStates } from "../opportunities/components/list-states.tsx";
import { StatsStrip } from "../opportunities/components/stats-strip.tsx";
import { useListParams } from "../opportunities/hooks/use-list-params.ts";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { useScholarships } from "./api/get-scholarships.ts";
import { ScholarshipCard } from "./components/scholarship-card.tsx";

const FILTERS = { field: FIELDS_OF_STUDY } as const;
const FILTER_KEYS = ["field"] as const;

export default function ScholarshipsPage() {
  const { t, i18n } = useTranslation("opportunities");
  usePageMeta({
    title: t("opportunities:meta.scholarships.title"),
    description: t("opportunities:meta.scholarships.description"),
    path: "/resource/scholarships",
  });
  const { page, filters, setFilter, hrefFor } = useListParams(FILTERS, FILTER_KEYS);
  const scholarships = useScholarships({ page, fieldOfStudy: filters.field || undefined });
  const stats = STATIC_STATS.scholarships;
  const plus = (value: number) =>
    `${value >= 1000 ? `${Math.round(value / 1000)}k` : formatNumber(value, i18n.language)}+`;

  return (
    <>
      <PageHero
        eyebrow={t("scholarships.eyebrow")}
        title={t("scholarships.title")}
        lead={<p>{t("scholarships.lead")}</p>}
      />
      <StatsStrip
        label={t("scholarships.statsLabel")}
        items={[
          { label: t("scholarships.stats.total"), value: plus(stats.total) },
          { label: t("scholarships.stats.undergraduate"), value: plus(stats.undergraduate) },
          { label: t("scholarships.stats.postgraduate"), value: plus(stats.postgraduate) },
        ]}
      />
      <Section
        id="scholarship-list"
        title={t("scholarships.listTitle")}
        intro={<p>{t("scholarships.listIntro")}</p>}
      >
        <div className="list-toolbar">
          <Select
            label={t("scholarships.filterLabel")}
            placeholder={t("scholarships.filterAll")}
            options={FIELDS_OF_STUDY.map((field) => ({
              value: field,
              label: t(`fieldsOfStudy.${field}`, { defaultValue: field }),
            }))}
            value={filters.field}
            onValueChange={(value) => setFilter("field", value)}
            clearLabel={t("filters.clear")}
          />
          {scholarships.data ? (
            <p className="list-toolbar__count" aria-live="polite">
              {t("common:list.results", { count: scholarships.data.count })}
            </p>
          ) : null}
        </div>
        <ListStates
          query={scholarships}
          page={page}
          firstPageHref={hrefFor(1)}
          isEmpty={(data) => data.scholarships.length === 0}
          skeletonCount={6}
          emptyTitle={filters.field ? t("scholarships.emptyFiltered") : t("scholarships.empty")}
        >
          {(data) => (
            <>
              <ul className="grid">
                {data.scholarships.map((scholarship) => (
                  <li key={scholarship.id} className="grid__item">
                    <ScholarshipCard scholarship={scholarship} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                label={t("scholarships.paginationLabel")}
              />
            </>
          )}
        </ListStates>
      </Section>
      <HowToApply
        namespace="opportunities"
        prefix="scholarships.howToApply"
        ctaTo="/resource/academic-career-tools"
      />
    </>
  );
}
