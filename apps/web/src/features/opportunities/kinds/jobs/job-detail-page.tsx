import { type Job, jobPagePath, PUBLIC_PAGES, richTextHtml, richTextText } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../../components/button.tsx";
import { DetailLayout } from "../../../../components/detail-layout.tsx";
import { RichText } from "../../../../components/rich-text.tsx";
import { NotTranslatedNote, useFieldLang, useLangOf } from "../../../../lib/content-language.tsx";
import { useOpportunityBand } from "../../../../lib/opportunity-band.tsx";
import { usePageMeta } from "../../../../lib/page-meta.ts";
import { ApplyAction } from "../../listing/components/apply-action.tsx";
import { ListingFacts } from "../../listing/components/listing-facts.tsx";
import { ListingTools, NeverPayNotice } from "../../listing/components/listing-safety.tsx";
import { ListingStatus } from "../../listing/components/listing-status.tsx";
import { useJob } from "./api/get-job.ts";

export default function JobDetailPage() {
  const { t } = useTranslation("opportunities");
  const id = Number(useParams().id);
  const query = useJob(id);
  const job = query.data?.job;
  const band = useOpportunityBand("jobs");
  const langOf = useLangOf();
  usePageMeta({
    title: job?.JobTitle ?? t("meta.jobs.title"),
    description: (job ? richTextText(job.Description) : t("meta.jobs.description")).slice(0, 200),
    path: jobPagePath(id),
  });
  return (
    <DetailLayout
      id={id}
      query={{ ...query, data: job }}
      backTo={PUBLIC_PAGES.jobs.path}
      backLabel={t("jobs.backToList")}
      {...band}
      titleLang={(item) => langOf(item, "JobTitle").lang}
    >
      {(item) => <JobDetailBody item={item} />}
    </DetailLayout>
  );
}

/** The page's content below its hero; the post-opportunity preview draws it with a draft item. */
export function JobDetailBody({ item }: { item: Job }) {
  const { t, i18n } = useTranslation("opportunities");
  const lang = useFieldLang(item);
  return (
    <>
      <NotTranslatedNote item={item} fields={["JobTitle", "location", "Description"]} />
      <dl className="detail-list">
        <ListingFacts kind="jobs" item={item} />
        <div>
          <dt>{t("jobs.posted")}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <ListingStatus kind="jobs" item={item} />
      <h2>{t("jobs.description")}</h2>
      <RichText html={richTextHtml(item.Description)} {...lang("Description")} />
      <NeverPayNotice />
      <div className="form__actions">
        <ApplyAction href={item.applyUrl} />
        <ButtonLink to={PUBLIC_PAGES.submitResume.path} variant="secondary" size="lg">
          {t("jobs.sendResume")}
        </ButtonLink>
      </div>
      <p className="detail-layout__note">{t("jobs.sendResumeNote")}</p>
      <ListingTools kind="jobs" id={item.id} title={item.JobTitle} deadline={item.deadline} />
    </>
  );
}
