import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHero } from "../../components/page-hero.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useListParams } from "../../lib/use-list-params.ts";
import { useFilterCounts } from "../opportunities/api/get-filter-counts.ts";
import { FilterBar } from "../opportunities/components/filter-bar.tsx";
import { isPastEnd, ListStates } from "../opportunities/components/list-states.tsx";
import { PostOpportunityLink } from "../opportunities/components/post-opportunity-link.tsx";
import { countParamsOf, isFiltered } from "../opportunities/filter-address.ts";
import { LIST_PAGE_SIZE } from "../opportunities/list-page-size.ts";
import { jobListAddress, useJobs } from "./api/get-jobs.ts";
import { JobCard } from "./components/job-card.tsx";
import { JobSearch } from "./components/job-search.tsx";
import "./jobs.css";
import { gridStyle } from "../../components/grid-columns.ts";

export default function JobsPage() {
  const { t } = useTranslation("opportunities");
  useSitePageMeta("jobs");
  const { page, filters, params, hrefFor, setFilter } = useListParams(jobListAddress);
  const [, setParams] = useSearchParams();
  const jobs = useJobs(params);
  const counts = useFilterCounts("jobs", countParamsOf(params));

  // A new search starts again at page 1.
  const onSearch = useCallback(
    (text: string, { replace }: { replace: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set("q", text);
          else next.delete("q");
          next.delete("page");
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return (
    <>
      <PageHero
        eyebrow={t("jobs.eyebrow")}
        title={t("jobs.title")}
        lead={<p>{t("jobs.lead")}</p>}
        actions={<PostOpportunityLink kind="jobs" />}
        size="sm"
      />
      <Section
        id="job-list"
        className="list-section"
        title={t("jobs.listTitle")}
        intro={<p>{t("jobs.listIntro")}</p>}
      >
        <div className="list-toolbar">
          <JobSearch value={filters.q ?? ""} onSearch={onSearch} />
          <FilterBar
            kind="jobs"
            values={filters}
            onChange={setFilter}
            counts={counts.data?.counts}
            search={false}
          />
          {jobs.data && !isPastEnd(jobs.data, page) ? (
            <p className="list-toolbar__count" aria-live="polite">
              {t(jobs.data.countCapped ? "common:list.resultsAtLeast" : "common:list.results", {
                count: jobs.data.count,
              })}
            </p>
          ) : null}
        </div>
        <ListStates
          query={jobs}
          page={page}
          hrefFor={hrefFor}
          isEmpty={(data) => data.jobs.length === 0}
          skeletonCount={LIST_PAGE_SIZE}
          skeletonMedia={false}
          emptyTitle={
            filters.q
              ? t("jobs.emptySearch", { q: filters.q })
              : isFiltered(params)
                ? t("jobs.emptyFiltered")
                : t("jobs.empty")
          }
        >
          {(data) => (
            <>
              <ul className="grid" style={gridStyle(LIST_PAGE_SIZE)}>
                {data.jobs.map((job) => (
                  <li key={job.id} className="grid__item">
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={hrefFor}
                label={t("jobs.paginationLabel")}
              />
            </>
          )}
        </ListStates>
      </Section>
    </>
  );
}
