// /admin/inbox/resumes: resumes sent from "Submit jobs", with their CV (a private file, fetched with
// the admin's token).
import { apiPaths, type Resume } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { downloadFile } from "../lib/download.ts";
import { noticeError } from "../lib/notices.ts";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";

function CvButton({ resume }: { resume: Resume }) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  if (!resume.cvFile) return <span className="data-table__secondary">{t("inbox.resumes.noCv")}</span>;
  return (
    <button
      type="button"
      className="row-button"
      disabled={busy}
      aria-label={t("inbox.resumes.downloadFor", { name: resume.fullName })}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(`${apiPaths.resumes}/${resume.id}/cv`, `cv-${resume.id}.pdf`);
        } catch (error) {
          noticeError(t, error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t("status.working") : t("inbox.resumes.download")}
    </button>
  );
}

export default function ResumesPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("resumes");
  return (
    <AdminPage title={t("inbox.resumes.title")} lead={t("inbox.resumes.lead")}>
      <ServerTable<Resume>
        queryKey={["admin", "resumes"]}
        fetchPage={(request, signal) =>
          getInboxPage("resumes", { page: request.page, limit: request.limit }, signal)
        }
        caption={t("inbox.resumes.title")}
        emptyText={t("inbox.resumes.empty")}
        rowKey={(item) => item.id}
        columns={[
          {
            key: "name",
            header: t("fields.fullName"),
            primary: true,
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
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          { key: "cv", header: t("inbox.resumes.cv"), cell: (item) => <CvButton resume={item} /> },
        ]}
        actions={(item) => (
          <>
            <DetailsButton title={item.fullName} label={t("inbox.readFrom", { name: item.fullName })}>
              <dl className="detail-grid">
                <dt>{t("fields.email")}</dt>
                <dd>{item.email}</dd>
                <dt>{t("fields.phone")}</dt>
                <dd>{item.phone}</dd>
                <dt>{t("fields.location")}</dt>
                <dd>{item.location}</dd>
                <dt>{t("fields.education")}</dt>
                <dd>{item.education}</dd>
                <dt>{t("fields.jobTitle")}</dt>
                <dd>{item.jobTitle || "—"}</dd>
                <dt>{t("fields.areaOfInterest")}</dt>
                <dd>{item.areaOfInterest}</dd>
                <dt>{t("fields.skillLevel")}</dt>
                <dd>{item.skillLevel}</dd>
                <dt>{t("fields.coverLetter")}</dt>
                <dd>{item.coverLetter}</dd>
              </dl>
            </DetailsButton>
            <DeleteButton
              itemName={t("inbox.resumes.item", { name: item.fullName })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
    </AdminPage>
  );
}
