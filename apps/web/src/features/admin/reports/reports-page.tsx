// /admin/inbox/reports: listings visitors reported ("Report this listing"), one card per listing
// with how many different people reported it and their reasons; one click hides it, shows it
// again, or dismisses the reports. Listings reported by enough people are already hidden.
import { REPORT_STATUSES, type ReportedListing } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { SelectField } from "../../../components/select.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { ListToolbar } from "../components/list-toolbar.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { type ReportAction, type ReportFilter, useReportAction, useReports } from "./api/reports-api.ts";
import "../components/status-badge.css";
import "./reports-page.css";

const FILTERS: ReportFilter[] = [...REPORT_STATUSES, "all"];

export default function ReportsPage() {
  const { t } = useTranslation("admin");
  const [status, setStatus] = useState<ReportFilter>("open");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const reports = useReports(status, page, q);
  const data = reports.data;

  return (
    <AdminPage title={t("reports.title")} lead={t("reports.lead")}>
      <ListToolbar
        search={{
          value: q,
          label: t("reports.search"),
          onSearch: (text) => {
            setQ(text);
            setPage(1);
          },
        }}
        filters={
          <>
            <SelectField
              label={t("reports.show")}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReportFilter);
                setPage(1);
              }}
              options={FILTERS.map((value) => ({ value, label: t(`reports.filters.${value}`) }))}
            />
            {data ? (
              <p className="reports-toolbar__count" aria-live="polite">
                {t("reports.count", { count: data.count })}
              </p>
            ) : null}
          </>
        }
      />
      {reports.isPending ? <Spinner label={t("status.loading")} /> : null}
      {reports.isError ? (
        <p role="alert" className="reports-error">
          {t("reports.loadFailed")}
        </p>
      ) : null}
      {data && data.data.length === 0 ? <p className="reports-empty">{t("reports.empty")}</p> : null}
      <ul className="reports-list">
        {data?.data.map((listing) => (
          <li key={`${listing.kind}-${listing.opportunityId}`}>
            <ReportedListingCard listing={listing} />
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 ? (
        <nav className="reports-pager" aria-label={t("reports.pages")}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("reports.previous")}
          </Button>
          <span>{t("reports.pageOf", { page, total: data.totalPages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= data.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t("reports.next")}
          </Button>
        </nav>
      ) : null}
    </AdminPage>
  );
}

function ReportedListingCard({ listing }: { listing: ReportedListing }) {
  const { t, i18n } = useTranslation("admin");
  const act = useReportAction();
  const [done, setDone] = useState<string | undefined>();
  const title = listing.title ?? t("reports.deleted");
  const headingId = `report-${listing.kind}-${listing.opportunityId}`;
  const run = (action: ReportAction) =>
    act.mutate(
      { kind: listing.kind, id: listing.opportunityId, action },
      { onSuccess: (answer) => setDone(answer.message) },
    );
  const state = listing.hidden
    ? t(listing.hiddenBy === "reports" ? "reports.hiddenByReports" : "reports.hiddenByStaff")
    : t("reports.visible");
  return (
    <article className="report-card" aria-labelledby={headingId}>
      <header className="report-card__header">
        <div>
          <p className="report-card__kind">{t(`kinds.${listing.kind}.one`)}</p>
          <h2 id={headingId} className="report-card__title">
            {listing.title ? (
              <a href={listing.path} target="_blank" rel="noreferrer">
                {title}
              </a>
            ) : (
              title
            )}
          </h2>
        </div>
        <span className={`badge ${listing.hidden ? "badge--rejected" : "badge--approved"}`}>{state}</span>
      </header>
      <p className="report-card__summary">
        {t("reports.people", { count: listing.reporterCount })} ·{" "}
        {t("reports.last", { date: formatShortDate(listing.lastReportedAt, i18n.language, true) })}
      </p>
      <ul className="report-card__reports">
        {listing.reports.map((report) => (
          <li key={report.id}>
            <strong>{t(`reports.reasons.${report.reason}`)}</strong>
            <span className="report-card__meta">
              {" "}
              · {t(report.signedIn ? "reports.member" : "reports.anonymous")} ·{" "}
              {formatShortDate(report.createdAt, i18n.language, true)}
              {report.status !== "open" ? ` · ${t(`reports.filters.${report.status}`)}` : ""}
            </span>
            {report.details ? <p className="report-card__details">{report.details}</p> : null}
          </li>
        ))}
      </ul>
      <div className="report-card__actions">
        {listing.title && !listing.hidden ? (
          <Button size="sm" className="btn--danger" disabled={act.isPending} onClick={() => run("hide")}>
            {t("reports.hide")}
          </Button>
        ) : null}
        {listing.title && listing.hidden ? (
          <Button variant="secondary" size="sm" disabled={act.isPending} onClick={() => run("unhide")}>
            {t("reports.unhide")}
          </Button>
        ) : null}
        {listing.reports.some((report) => report.status === "open") ? (
          <Button variant="secondary" size="sm" disabled={act.isPending} onClick={() => run("dismiss")}>
            {t("reports.dismiss")}
          </Button>
        ) : null}
        <span role="status" className="report-card__done">
          {act.isError ? t("reports.actionFailed") : (done ?? "")}
        </span>
      </div>
    </article>
  );
}
