import { INTERNSHIP_CATEGORIES, STATIC_STATS } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/page-hero.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Section } from "../../components/section.tsx";
import { Select } from "../../components/select.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { ListStates } from "../opportunities/components/list-states.tsx";
import { StatsStrip } from "../opportunities/components/stats-strip.tsx";
import { useListParams } from "../opportunities/hooks/use-list-params.ts";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { useInternships } from "./api/get-internships.ts";
import { InternshipCard } from "./components/internship-card.tsx";

const FILTERS = { category: INTERNSHIP_CATEGORIES } as const;
const FILTER_KEYS = ["category"] as const;

export default function InternshipsPage() {
  const { t } = useTranslation("opportunities");
  usePageMeta({
    title: t("opportunities:meta.internships.title"),
    description: t("opportunities:meta.internships.description"),
    path: "/resource/internships",
  });
  const { page, filters, setFilter, hrefFor } = useListParams(FILTERS, FILTER_KEYS);
  const internships = useInternships({ page, category: filters.category || undefined });

  return (
    <>
      <PageHero
        eyebrow={t("internships.eyebrow")}
        title={t("internships.title")}
        lead={<p>{t("internships.lead")}</p>}
      />
      <StatsStrip
        label={t("internships.statsLabel")}
        items={[
          { label: t("internships.stats.bornToWin"), value: `${STATIC_STATS.internships.bornToWin}+` },
          { label: t("internships.stats.others"), value: `${STATIC_STATS.internships.others}+` },
        ]}
      />
      <Section
        id="internship-list"
        title={t("internships.listTitle")}
        intro={<p>{t("internships.listIntro")}</p>}
      >
        <div className="list-toolbar">
          <Select
            label={t("internships.filterLabel")}
            placeholder={t("internships.filterAll")}
            options={INTERNSHIP_CATEGORIES.map((category) => ({ value: category, label: category }))}
            value={filters.category}
            onValueChange={(value) => setFilter("category", value)}
            clearLabel={t("filters.clear")}
          />
          {internships.data ? (
            <p className="list-toolbar__count" aria-live="polite">
              {t("common:list.results", { count: internships.data.count })}
            </p>
          ) : null}
        </div>
        <ListStates
          query={internships}
          page={page}
          firstPageHref={hrefFor(1)}
          isEmpty={(data) => data.internships.length === 0}
          skeletonCount={3}
          emptyTitle={filters.category ? t("internships.emptyFiltered") : t("internships.empty")}
        >
          {(data) => (
            <>
              <ul className="grid">
                {data.internships.map((internship) => (
                  <li key={internship.id} className="grid__item">
                    <InternshipCard internship={internship} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                label={t("internships.paginationLabel")}
              />
            </>
          )}
        </ListStates>
      </Section>
      <HowToApply namespace="opportunities" prefix="internships.howToApply" ctaTo="/submit-jobs" />
    </>
  );
}
