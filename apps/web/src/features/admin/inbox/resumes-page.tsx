// /admin/inbox/resumes: resumes sent from "Submit jobs", with their CV (a private file, fetched with
// the admin's token).
import { apiPaths, type Resume } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/button.tsx";
import { downloadFile } from "../lib/download.ts";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { ReplyLink } from "../lists/reply-link.tsx";
import { InboxPage, receivedColumn } from "./inbox-page.tsx";

function CvButton({ resume, className = "row-button" }: { resume: Resume; className?: string }) {
  const { t } = useTranslation("admin");
  const { busy, run } = useBusyAction();
  if (!resume.cvFile) return <span className="data-table__secondary">{t("inbox.resumes.noCv")}</span>;
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-label={t("inbox.resumes.downloadFor", { name: resume.fullName })}
      onClick={() => run(() => downloadFile(`${apiPaths.resumes}/${resume.id}/cv`, `cv-${resume.id}.pdf`))}
    >
      {busy ? t("status.working") : t("inbox.resumes.download")}
    </button>
  );
}

/** Reply by email to the sender, with the area they asked about as the subject. */
function ResumeReplyLink({ resume, className }: { resume: Resume; className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <ReplyLink
      email={resume.email}
      subject={t("reply.resumeSubject", { area: resume.areaOfInterest })}
      quoted={resume.coverLetter}
      name={resume.fullName}
      className={className}
    />
  );
}

export default function ResumesPage() {
  const { t, i18n } = useTranslation("admin");
  return (
    <InboxPage
      box="resumes"
      section="resumes"
      sender={(item) => item.fullName}
      itemName={(item) => t("inbox.resumes.item", { name: item.fullName })}
      reply={(item) => <ResumeReplyLink resume={item} />}
      title={(item) => item.fullName}
      details={(item) => <ResumeDetails resume={item} />}
      dialogActions={(item) => (
        <>
          <ResumeReplyLink resume={item} className={buttonClass("secondary")} />
          {item.cvFile ? <CvButton resume={item} className={buttonClass("secondary")} /> : null}
        </>
      )}
      columns={[
        {
          key: "name",
          header: t("fields.fullName"),
          primary: true,
          sortKey: "fullName",
          cell: (item) => (
            <>
              <span className="data-table__primary">{item.fullName}</span>
              <a className="data-table__secondary" href={`mailto:${item.email}`}>
                {item.email}
              </a>
            </>
          ),
        },
        {
          key: "interest",
          header: t("fields.areaOfInterest"),
          sortKey: "areaOfInterest",
          cell: (item) => (
            <>
              {item.areaOfInterest}
              <span className="data-table__secondary">{item.skillLevel}</span>
            </>
          ),
        },
        { key: "location", header: t("fields.location"), cell: (item) => item.location },
        receivedColumn(t, i18n.language),
        { key: "cv", header: t("inbox.resumes.cv"), cell: (item) => <CvButton resume={item} /> },
      ]}
    />
  );
}

function ResumeDetails({ resume }: { resume: Resume }) {
  const { t } = useTranslation("admin");
  return (
    <dl className="detail-grid">
      <dt>{t("fields.email")}</dt>
      <dd>{resume.email}</dd>
      <dt>{t("fields.phone")}</dt>
      <dd>{resume.phone}</dd>
      <dt>{t("fields.location")}</dt>
      <dd>{resume.location}</dd>
      <dt>{t("fields.education")}</dt>
      <dd>{resume.education}</dd>
      <dt>{t("fields.jobTitle")}</dt>
      <dd>{resume.jobTitle || "—"}</dd>
      <dt>{t("fields.areaOfInterest")}</dt>
      <dd>{resume.areaOfInterest}</dd>
      <dt>{t("fields.skillLevel")}</dt>
      <dd>{resume.skillLevel}</dd>
      <dt>{t("fields.coverLetter")}</dt>
      <dd>{resume.coverLetter}</dd>
    </dl>
  );
}
