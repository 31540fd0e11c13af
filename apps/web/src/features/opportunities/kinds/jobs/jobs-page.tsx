import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHero } from "../../../../components/page-hero.tsx";
import { withFilter } from "../../../../lib/list-address.ts";
import { useSitePageMeta } from "../../../../lib/page-meta.ts";
import { useListParams } from "../../../../lib/use-list-params.ts";
import { useFilterCounts } from "../../api/get-filter-counts.ts";
import { FilterBar } from "../../components/filter-bar.tsx";
import { FilteredListSection } from "../../components/filtered-list-section.tsx";
import { PostOpportunityLink } from "../../components/post-opportunity-link.tsx";
import { countParamsOf, isFiltered } from "../../filter-address.ts";
import { LIST_PAGE_SIZE } from "../../list-page-size.ts";
import { jobListAddress, useJobs } from "./api/get-jobs.ts";
import { JobCard } from "./components/job-card.tsx";
import { JobSearch } from "./components/job-search.tsx";
import "./jobs.css";

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
      setParams((previous) => withFilter(previous, "q", text), { replace, preventScrollReset: true });
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
      <FilteredListSection
        id="job-list"
        prefix="jobs"
        filterBar={
          <>
            <JobSearch value={filters.q ?? ""} onSearch={onSearch} />
            <FilterBar
              kind="jobs"
              values={filters}
              onChange={setFilter}
              counts={counts.data?.counts}
              search={false}
            />
          </>
        }
        filtered={isFiltered(params)}
        emptyTitle={filters.q ? t("jobs.emptySearch", { q: filters.q }) : undefined}
        query={jobs}
        items={(data) => data.jobs}
        renderItem={(job) => <JobCard job={job} />}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
      />
    </>
  );
}
