// /admin/approvals: what members submitted and waits for an admin, of every kind, oldest first in
// each kind's page; approve, or reject with a reason the submitter receives by email.
import { adminEditPath } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useOpportunityPage } from "./api/get-opportunity-page.ts";
import { opportunityTitleColumn } from "./components/opportunity-title-column.tsx";
import { ReviewButtons } from "./components/review-buttons.tsx";
import {
  type AnyOpportunity,
  KINDS,
  kindConfig,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
} from "./opportunity-kinds.ts";

const QUEUE_LIMIT = 50;

export default function ApprovalsPage() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("approvals.title")} lead={t("approvals.lead")}>
      {OPPORTUNITY_KINDS.map((kind) => (
        <KindQueue key={kind} kind={kind} />
      ))}
    </AdminPage>
  );
}

function KindQueue({ kind }: { kind: OpportunityKind }) {
  const { t, i18n } = useTranslation("admin");
  const config = kindConfig(kind);
  const query = useOpportunityPage(kind, { page: 1, limit: QUEUE_LIMIT, status: "pending" });
  const headingId = `queue-${kind}`;
  const count = query.data?.count;
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 className="admin-panel__title" id={headingId}>
        {t(`kinds.${kind}.many`)}{" "}
        {count !== undefined ? (
          <span className="badge badge--pending">{t("approvals.waiting", { count })}</span>
        ) : null}
      </h2>
      <DataTable<AnyOpportunity>
        caption={t("approvals.caption", { kind: t(`kinds.${kind}.many`) })}
        rows={query.data?.items}
        rowKey={(item) => item.id}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("approvals.empty")}
        columns={[
          opportunityTitleColumn(kind, t("list.title")),
          {
            key: "created",
            header: t("approvals.submitted"),
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
        ]}
        actions={(item) => {
          const name = config.titleOf(item);
          return (
            <>
              <Link
                className="row-button"
                to={adminEditPath(KINDS[kind].adminPath, item.id)}
                aria-label={t("approvals.openItem", { name })}
              >
                {t("approvals.open")}
              </Link>
              <ReviewButtons kind={kind} id={item.id} name={name} />
            </>
          );
        }}
      />
      {count !== undefined && count > QUEUE_LIMIT ? (
        <p className="admin-panel__more">
          <Link to={`${KINDS[kind].adminPath}?status=pending`}>{t("approvals.seeAll", { count })}</Link>
        </p>
      ) : null}
    </section>
  );
}
