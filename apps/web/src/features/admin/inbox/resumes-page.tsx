// /admin/inbox/resumes: resumes sent from "Submit jobs", with their CV (a private file, fetched with
// the admin's token).
import { ADMIN_LIST_SORTS, apiPaths, type Resume } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { OpenedItemDialog } from "../components/opened-item-dialog.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { downloadFile } from "../lib/download.ts";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { ReadToggle, useMarkReadOnOpen } from "../lists/read-toggle.tsx";
import { ReplyLink } from "../lists/reply-link.tsx";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxItem } from "./api/get-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";
import { inboxQuery, readFilter } from "./inbox-filters.ts";

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
  const remove = useDeleteInboxItem("resumes");
  const markRead = useMarkReadOnOpen("resumes");
  return (
    <AdminPage title={t("inbox.resumes.title")} lead={t("inbox.resumes.lead")}>
      <ServerTable<Resume>
        queryKey={["admin", "resumes"]}
        fetchPage={(request, signal) => getInboxPage("resumes", inboxQuery(request), signal)}
        caption={t("inbox.resumes.title")}
        emptyText={t("inbox.resumes.empty")}
        searchLabel={t("search.resumes")}
        filters={[readFilter(t)]}
        sortKeys={ADMIN_LIST_SORTS.resumes}
        rowKey={(item) => item.id}
        isRowEmphasised={(item) => item.readAt === null}
        selectLabel={(item) =>
          t("bulk.selectItem", { name: t("inbox.resumes.item", { name: item.fullName }) })
        }
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="resumes" ids={selected.map((item) => item.id)} onDone={clear} />
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
          {
            key: "received",
            header: t("list.received"),
            sortKey: "createdAt",
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          { key: "cv", header: t("inbox.resumes.cv"), cell: (item) => <CvButton resume={item} /> },
        ]}
        actions={(item) => (
          <>
            <DetailsButton
              title={item.fullName}
              label={t("inbox.readFrom", { name: item.fullName })}
              onOpen={() => markRead(item.id, item.readAt !== null)}
              actions={
                <>
                  <ResumeReplyLink resume={item} className={buttonClass("secondary")} />
                  {item.cvFile ? <CvButton resume={item} className={buttonClass("secondary")} /> : null}
                </>
              }
            >
              <ResumeDetails resume={item} />
            </DetailsButton>
            <ResumeReplyLink resume={item} />
            <ReadToggle inbox="resumes" id={item.id} read={item.readAt !== null} name={item.fullName} />
            <DeleteButton
              itemName={t("inbox.resumes.item", { name: item.fullName })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
      <OpenedItemDialog<Resume>
        queryKey={["admin", "resumes"]}
        fetchOne={(open, signal) => getInboxItem("resumes", open, signal)}
        title={(item) => item.fullName}
        onOpen={(item) => markRead(item.id, item.readAt !== null)}
        actions={(item) => (
          <>
            <ResumeReplyLink resume={item} className={buttonClass("secondary")} />
            {item.cvFile ? <CvButton resume={item} className={buttonClass("secondary")} /> : null}
          </>
        )}
      >
        {(item) => <ResumeDetails resume={item} />}
      </OpenedItemDialog>
    </AdminPage>
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
