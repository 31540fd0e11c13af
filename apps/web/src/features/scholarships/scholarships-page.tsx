import { FIELDS_OF_STUDY, PAGE_SIZES, PUBLIC_PAGES, STATIC_STATS } from "@btw/contracts";
import { formatNumber } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Deferred } from "../../components/deferred.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { FilteredListSection } from "../opportunities/components/filtered-list-section.tsx";
import { StatsStrip } from "../opportunities/components/stats-strip.tsx";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { scholarshipListAddress, useScholarships } from "./api/get-scholarships.ts";
import { ScholarshipCard } from "./components/scholarship-card.tsx";

export default function ScholarshipsPage() {
  const { t, i18n } = useTranslation("opportunities");
  useSitePageMeta("scholarships");
  const { page, filters, params, setFilter, hrefFor } = useListParams(scholarshipListAddress);
  const scholarships = useScholarships(params);
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
      <FilteredListSection
        id="scholarship-list"
        prefix="scholarships"
        filter={{
          options: FIELDS_OF_STUDY.map((field) => ({
            value: field,
            label: t(`fieldsOfStudy.${field}`, { defaultValue: field }),
          })),
          value: filters.field,
          onChange: (value) => setFilter("field", value),
        }}
        query={scholarships}
        items={(data) => data.scholarships}
        renderItem={(scholarship) => <ScholarshipCard scholarship={scholarship} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={PAGE_SIZES.scholarships}
      />
      <Deferred minHeight="40rem">
        <HowToApply
          namespace="opportunities"
          prefix="scholarships.howToApply"
          ctaTo={PUBLIC_PAGES.academicCareerTools.path}
        />
      </Deferred>
    </>
  );
}
