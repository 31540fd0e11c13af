import type { Job } from "@btw/contracts";
import { jobPagePath, richTextText } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { ExternalLink } from "../../../components/external-link.tsx";
import { Icon } from "../../../components/icon.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";
import { useVocabulary } from "../../../lib/vocabulary.ts";
import { ListingDeadline } from "../../listing/components/listing-deadline.tsx";
import { VerifiedBadge } from "../../listing/components/listing-safety.tsx";
import { SaveButton } from "../../saved/components/save-button.tsx";

export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  const lang = useFieldLang(job);
  return (
    <Card
      className="job-card"
      footer={
        <>
          <SaveButton kind="jobs" id={job.id} title={job.JobTitle} deadline={job.deadline} />
          {job.applyUrl ? (
            <ExternalLink href={job.applyUrl} variant="primary" size="sm">
              {t("apply")}
              <span className="visually-hidden">: {job.JobTitle}</span>
            </ExternalLink>
          ) : null}
          <Link to={jobPagePath(job.id)} className="card__more">
            {t("jobs.details")}
            <span className="visually-hidden">: {job.JobTitle}</span>
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      }
    >
      <div className="opportunity-card__tags">
        <span className="tag tag--gold">{label("jobTypes", job.Type)}</span>
      </div>
      <h3 className="card__title" {...lang("JobTitle")}>
        {job.JobTitle}
      </h3>
      <NotTranslatedNote item={job} fields={["JobTitle", "Description"]} />
      <VerifiedBadge verified={job.verifiedOrganisation} />
      {job.company || job.location ? (
        <p className="card__meta">
          <Icon name="briefcase" size={16} />
          <span>{[job.company, job.location].filter(Boolean).join(" · ")}</span>
        </p>
      ) : null}
      <p className="card__text card__clamp" {...lang("Description")}>
        {richTextText(job.Description)}
      </p>
      <ListingDeadline kind="jobs" id={job.id} deadline={job.deadline} />
    </Card>
  );
}
