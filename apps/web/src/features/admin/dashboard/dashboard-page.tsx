// /admin: the counts from `statstics`, what waits for approval, and the latest feedback, resumes
// and donations (those for admins only).

import type { Statistics } from "@btw/contracts";
import { ADMIN_PAGES } from "@btw/contracts";
import { formatMoney, formatNumber } from "@btw/i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { describeError } from "../../../lib/errors.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { TestPaymentBadge } from "../inbox/test-payment-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { NewNoticesPanel } from "../lists/new-notices.tsx";
import { KINDS, OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";
import { useAdminUser } from "../session/admin-user.tsx";
import { can } from "../session/permissions.ts";
import { SubscriberCounts } from "../telegram/subscriber-counts.tsx";
import { useRecentDonations, useRecentFeedback, useRecentResumes } from "./api/get-recent.ts";
import { useStatistics } from "./api/get-statistics.ts";
import { TranslationReviewPanel } from "./translation-review-panel.tsx";
import "./dashboard.css";

export default function DashboardPage() {
  const { t } = useTranslation("admin");
  const user = useAdminUser();
  const stats = useStatistics();
  const admin = can(user.role, "inboxes");
  return (
    <AdminPage title={t("dashboard.title")} lead={t("dashboard.lead", { name: user.fullName })}>
      {admin ? <NewNoticesPanel /> : null}
      {stats.data ? (
        <>
          <Waiting statistics={stats.data} mayApprove={can(user.role, "approve")} />
          <Counts statistics={stats.data} admin={admin} />
          {can(user.role, "mail") ? <SubscriberCounts /> : null}
        </>
      ) : stats.error ? (
        <FormAlert>{describeError(t, stats.error)}</FormAlert>
      ) : (
        <Spinner label={t("status.loading")} />
      )}
      {admin ? (
        <div className="dashboard__recent">
          <RecentFeedback />
          <RecentResumes />
          <RecentDonations />
        </div>
      ) : null}
      {can(user.role, "content") ? <TranslationReviewPanel /> : null}
    </AdminPage>
  );
}

function Waiting({ statistics, mayApprove }: { statistics: Statistics; mayApprove: boolean }) {
  const { t, i18n } = useTranslation("admin");
  const total = OPPORTUNITY_KINDS.reduce((sum, kind) => sum + statistics[kind].pending, 0);
  return (
    <section className="admin-panel" aria-labelledby="dashboard-waiting">
      <h2 className="admin-panel__title" id="dashboard-waiting">
        {t("dashboard.waiting", { count: total })}
      </h2>
      <dl className="stat-grid">
        {OPPORTUNITY_KINDS.map((kind) => (
          <div
            key={kind}
            className={statistics[kind].pending > 0 ? "stat-tile stat-tile--attention" : "stat-tile"}
          >
            <dt>{t(`kinds.${kind}.many`)}</dt>
            <dd>
              <span className="stat-tile__value">
                {formatNumber(statistics[kind].pending, i18n.language)}
              </span>
              {statistics[kind].pending > 0 ? (
                <Link
                  className="stat-tile__note"
                  to={mayApprove ? ADMIN_PAGES.approvals : `${KINDS[kind].adminPath}?status=pending`}
                >
                  {mayApprove ? t("dashboard.review") : t("dashboard.seePending")}
                </Link>
              ) : (
                <span className="stat-tile__note">{t("dashboard.nothingWaiting")}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Counts({ statistics, admin }: { statistics: Statistics; admin: boolean }) {
  const { t, i18n } = useTranslation("admin");
  // Figures a role may not see are absent from the answer (and their tiles are not drawn).
  const n = (value: number | undefined) => formatNumber(value ?? 0, i18n.language);
  const tiles: Array<{ label: string; value: string; note?: string }> = [
    ...OPPORTUNITY_KINDS.map((kind) => ({
      label: t(`kinds.${kind}.many`),
      value: n(statistics[kind].approved),
      note: t("dashboard.ofTotal", {
        total: n(statistics[kind].total),
        rejected: n(statistics[kind].rejected),
      }),
    })),
    { label: t("nav.blogs"), value: n(statistics.blogs) },
    { label: t("nav.resources"), value: n(statistics.resources) },
    { label: t("nav.testimonials"), value: n(statistics.testimonials) },
    { label: t("nav.team"), value: n(statistics.teams) },
  ];
  if (admin) {
    tiles.push(
      { label: t("nav.feedback"), value: n(statistics.feedbacks) },
      { label: t("nav.resumes"), value: n(statistics.resumes) },
      { label: t("nav.messages"), value: n(statistics.contactMessages) },
      { label: t("nav.subscribers"), value: n(statistics.subscribers) },
      { label: t("nav.users"), value: n(statistics.users) },
      {
        label: t("dashboard.donationsPaid"),
        value: formatMoney(statistics.donations?.paidTotalEtb ?? 0, "ETB", i18n.language),
        note: t("dashboard.donationsCount", {
          paid: n(statistics.donations?.paid),
          count: n(statistics.donations?.count),
        }),
      },
    );
  }
  return (
    <section className="admin-panel" aria-labelledby="dashboard-counts">
      <h2 className="admin-panel__title" id="dashboard-counts">
        {t("dashboard.counts")}
      </h2>
      <dl className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.label} className="stat-tile">
            <dt>{tile.label}</dt>
            <dd>
              <span className="stat-tile__value">{tile.value}</span>
              {tile.note ? <span className="stat-tile__note">{tile.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecentPanel({
  id,
  title,
  to,
  query,
  children,
}: {
  id: string;
  title: string;
  to: string;
  query: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 className="admin-panel__title" id={id}>
        {title}
      </h2>
      {query.error ? (
        <FormAlert>{describeError(t, query.error)}</FormAlert>
      ) : query.isPending ? (
        <Spinner label={t("status.loading")} />
      ) : (
        children
      )}
      <p className="admin-panel__more">
        <Link to={to}>{t("dashboard.seeAll")}</Link>
      </p>
    </section>
  );
}

function RecentFeedback() {
  const { t, i18n } = useTranslation("admin");
  const query = useRecentFeedback(true);
  return (
    <RecentPanel
      id="recent-feedback"
      title={t("dashboard.recentFeedback")}
      to={ADMIN_PAGES.feedback}
      query={query}
    >
      {query.data?.rows.length ? (
        <ul className="recent-list">
          {query.data.rows.map((item) => (
            <li key={item.id}>
              <span className="recent-list__title">{item.phone}</span>
              <span className="recent-list__text">{item.message}</span>
              <span className="recent-list__meta">{formatShortDate(item.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="recent-list__empty">{t("inbox.feedback.empty")}</p>
      )}
    </RecentPanel>
  );
}

function RecentResumes() {
  const { t, i18n } = useTranslation("admin");
  const query = useRecentResumes(true);
  return (
    <RecentPanel
      id="recent-resumes"
      title={t("dashboard.recentResumes")}
      to={ADMIN_PAGES.resumes}
      query={query}
    >
      {query.data?.rows.length ? (
        <ul className="recent-list">
          {query.data.rows.map((item) => (
            <li key={item.id}>
              <span className="recent-list__title">{item.fullName}</span>
              <span className="recent-list__text">
                {item.areaOfInterest} · {item.skillLevel}
              </span>
              <span className="recent-list__meta">{formatShortDate(item.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="recent-list__empty">{t("inbox.resumes.empty")}</p>
      )}
    </RecentPanel>
  );
}

function RecentDonations() {
  const { t, i18n } = useTranslation("admin");
  const query = useRecentDonations(true);
  return (
    <RecentPanel
      id="recent-donations"
      title={t("dashboard.recentDonations")}
      to={ADMIN_PAGES.donations}
      query={query}
    >
      {query.data?.data.length ? (
        <ul className="recent-list">
          {query.data.data.map((item) => (
            <li key={item.id}>
              <span className="recent-list__title">
                {item.fname} {item.lname} · {formatMoney(item.amount, item.currency, i18n.language)}
              </span>
              <span className="recent-list__text">
                <StatusBadge status={item.status} />
                <TestPaymentBadge donation={item} />
              </span>
              <span className="recent-list__meta">
                {formatShortDate(item.paidAt ?? item.createdAt, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="recent-list__empty">{t("donations.empty")}</p>
      )}
    </RecentPanel>
  );
}
