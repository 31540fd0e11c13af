import type { Job } from "@btw/contracts";
import { NotTranslatedNote, useFieldLang } from "../../../../../lib/content-language.tsx";
import { useVocabulary } from "../../../../../lib/vocabulary.ts";
import { OpportunityCard } from "../../../components/opportunity-card.tsx";

/** A job in the list: the employer, the place and the job's type. */
export function JobCard({ job }: { job: Job }) {
  const label = useVocabulary();
  const lang = useFieldLang(job);
  return (
    <OpportunityCard
      kind="jobs"
      id={job.id}
      title={job.JobTitle}
      titleLang={lang("JobTitle")}
      lines={[
        job.company && { icon: "building", text: job.company },
        job.location && { icon: "pin", text: job.location },
      ]}
      deadline={job.deadline}
      facts={[label("jobTypes", job.Type)]}
      verified={job.verifiedOrganisation}
      note={<NotTranslatedNote item={job} fields={["JobTitle", "Description"]} />}
    />
  );
}
