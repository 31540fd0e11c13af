// /admin/<kind>: every item of one kind, any status, searched, filtered, sorted and paged by the API.
import {
  adminEditPath,
  adminNewPath,
  OPPORTUNITY_ADMIN_SORTS,
  type OpportunityAdminSort,
} from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import type { Column } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { type PageRequest, ServerTable } from "../components/server-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { thumbColumn } from "../components/thumb-column.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkApproveButton } from "../lists/bulk-approve-button.tsx";
import { useAdminUser } from "../session/admin-user.tsx";
import { can } from "../session/permissions.ts";
import { TranslationBadge } from "../translations/translation-column.tsx";
import { useDeleteOpportunity } from "./api/delete-opportunity.ts";
import { getOpportunityPage, type StatusFilter } from "./api/get-opportunity-page.ts";
import { opportunityTitleColumn } from "./components/opportunity-title-column.tsx";
import { ReviewButtons } from "./components/review-buttons.tsx";
import { type AnyOpportunity, KINDS, kindConfig, type OpportunityKind } from "./opportunity-kinds.ts";

const STATUSES: StatusFilter[] = ["all", "pending", "approved", "rejected"];

const asStatus = (value: string | undefined): StatusFilter =>
  STATUSES.find((status) => status === value) ?? "all";

/** The orders the kinds' API offers staff (added, deadline and title, each both ways): the first is the default. */
const SORTS = Object.keys(OPPORTUNITY_ADMIN_SORTS) as OpportunityAdminSort[];
const apiSort = (sort: string | undefined) =>
  sort && Object.hasOwn(OPPORTUNITY_ADMIN_SORTS, sort)
    ? OPPORTUNITY_ADMIN_SORTS[sort as OpportunityAdminSort]
    : undefined;

export function fetchOpportunityRows(kind: OpportunityKind) {
  return async (request: PageRequest, signal: AbortSignal) => {
    const page = await getOpportunityPage(
      kind,
      {
        page: request.page,
        limit: request.limit,
        q: request.q,
        status: asStatus(request.filters.status),
        sort: apiSort(request.sort),
      },
      signal,
    );
    return { rows: page.items as AnyOpportunity[], count: page.count, totalPages: page.totalPages };
  };
}

export default function OpportunityListPage({ kind }: { kind: OpportunityKind }) {
  const { t, i18n } = useTranslation("admin");
  const user = useAdminUser();
  const config = kindConfig(kind);
  const remove = useDeleteOpportunity();
  const mayApprove = can(user.role, "approve");

  const columns: Column<AnyOpportunity>[] = [
    ...(config.hasPhoto ? [thumbColumn(t("fields.photo"), config.photoOf)] : []),
    // Sorts by the kind's title column, the name the column shows.
    { ...opportunityTitleColumn(kind, t("list.title")), sortKey: "title" },
    {
      key: "status",
      header: t("list.status"),
      cell: (item) => (
        <>
          <StatusBadge status={item.status} />
          {/* Which versions are missing, under the status: a column of its own would not fit beside the actions at 1280 px. */}
          <span className="data-table__secondary">
            <TranslationBadge kind={kind} item={item} />
          </span>
          {item.status === "rejected" && item.reviewReason ? (
            <span className="data-table__secondary">
              {t("review.reasonShown", { reason: item.reviewReason })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "deadline",
      header: t("fields.deadline"),
      sortKey: "deadline",
      cell: (item) => (item.deadline ? formatShortDate(item.deadline, i18n.language) : t("list.noDeadline")),
    },
    {
      key: "created",
      header: t("list.created"),
      sortKey: "createdAt",
      className: "data-table__nowrap",
      cell: (item) => formatShortDate(item.createdAt, i18n.language),
    },
  ];

  return (
    <AdminPage
      title={t(`kinds.${kind}.many`)}
      lead={t(`kinds.${kind}.lead`)}
      actions={
        <>
          <ButtonLink to={adminNewPath(KINDS[kind].adminPath)}>{t(`kinds.${kind}.add`)}</ButtonLink>
          <ButtonLink to={config.publicPath} variant="secondary">
            {t("list.viewOnSite")}
          </ButtonLink>
        </>
      }
    >
      <ServerTable
        queryKey={["admin", kind]}
        fetchPage={fetchOpportunityRows(kind)}
        caption={t(`kinds.${kind}.many`)}
        searchLabel={t(`kinds.${kind}.search`)}
        filters={[
          {
            name: "status",
            label: t("list.status"),
            defaultValue: "all",
            options: STATUSES.map((value) => ({ value, label: t(`statusFilter.${value}`) })),
          },
        ]}
        sorts={SORTS}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={t(`kinds.${kind}.empty`)}
        selectLabel={(item) => t("bulk.selectItem", { name: config.titleOf(item) })}
        bulkActions={
          mayApprove
            ? (selected, clear) => (
                <BulkApproveButton
                  kind={kind}
                  ids={selected.filter((item) => item.status === "pending").map((item) => item.id)}
                  onDone={clear}
                />
              )
            : undefined
        }
        actions={(item) => {
          const name = config.titleOf(item);
          return (
            <>
              {mayApprove && item.status === "pending" ? (
                <ReviewButtons kind={kind} id={item.id} name={name} />
              ) : null}
              <EditRowLink to={adminEditPath(KINDS[kind].adminPath, item.id)} name={name} />
              <DeleteButton itemName={name} onDelete={() => remove.mutateAsync({ kind, id: item.id })} />
            </>
          );
        }}
      />
    </AdminPage>
  );
}
