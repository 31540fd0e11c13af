import { OpportunityListPage } from "../../components/opportunity-list-page.tsx";
import { jobListAddress, useJobs } from "./api/get-jobs.ts";
import { JobCard } from "./components/job-card.tsx";
import { JobSearch } from "./components/job-search.tsx";
import "./jobs.css";

export default function JobsPage() {
  return (
    <OpportunityListPage
      kind="jobs"
      address={jobListAddress}
      useList={useJobs}
      items={(data) => data.jobs}
      renderItem={(job) => <JobCard job={job} />}
      searchBox={(search) => <JobSearch {...search} />}
    />
  );
}
