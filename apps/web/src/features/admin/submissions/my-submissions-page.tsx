// /admin/my-submissions: what the signed-in person submitted, of every kind and status, with the
// reviewer's reason when something was not approved.
import { ADMIN_PAGES, adminEditPath, MAX_PAGE_LIMIT } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useDeleteOpportunity } from "../opportunities/api/delete-opportunity.ts";
import { useUserSubmissions } from "../opportunities/api/get-user-submissions.ts";
import { opportunityTitleColumn } from "../opportunities/components/opportunity-title-column.tsx";
import {
  type AnyOpportunity,
  KINDS,
  kindConfig,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
} from "../opportunities/opportunity-kinds.ts";
import { useAdminUser } from "../session/admin-user.tsx";

export default function MySubmissionsPage() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage
      title={t("mine.title")}
      lead={t("mine.lead")}
      actions={<ButtonLink to={ADMIN_PAGES.submit}>{t("nav.submit")}</ButtonLink>}
    >
      {OPPORTUNITY_KINDS.map((kind) => (
        <KindSubmissions key={kind} kind={kind} />
      ))}
    </AdminPage>
  );
}

function KindSubmissions({ kind }: { kind: OpportunityKind }) {
  const { t, i18n } = useTranslation("admin");
  const user = useAdminUser();
  const config = kindConfig(kind);
  const query = useUserSubmissions(kind, user.id, { page: 1, limit: MAX_PAGE_LIMIT });
  const remove = useDeleteOpportunity();
  const headingId = `mine-${kind}`;
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 className="admin-panel__title" id={headingId}>
        {t(`kinds.${kind}.many`)}
      </h2>
      <DataTable<AnyOpportunity>
        caption={t("mine.caption", { kind: t(`kinds.${kind}.many`) })}
        rows={query.data}
        rowKey={(item) => item.id}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("mine.empty")}
        columns={[
          opportunityTitleColumn(kind, t("list.title")),
          {
            key: "status",
            header: t("list.status"),
            cell: (item) => (
              <>
                <StatusBadge status={item.status} />
                <span className="data-table__secondary">
                  {item.status === "rejected" && item.reviewReason
                    ? t("review.reasonShown", { reason: item.reviewReason })
                    : t(`mine.statusNote.${item.status}`)}
                </span>
              </>
            ),
          },
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
              {item.status === "approved" ? (
                <Link className="row-button" to={config.publicPath}>
                  {t("mine.viewOnSite")}
                </Link>
              ) : null}
              <EditRowLink to={adminEditPath(KINDS[kind].adminPath, item.id)} name={name} />
              <DeleteButton itemName={name} onDelete={() => remove.mutateAsync({ kind, id: item.id })} />
            </>
          );
        }}
      />
    </section>
  );
}
