// /admin/inbox/subscribers: newsletter sign-ups (double opt-in), with a CSV export.
import { ADMIN_LIST_SORTS, apiPaths, type Subscriber } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";
import { ExportButton } from "./export-button.tsx";

const STATUSES = ["", "pending", "confirmed", "unsubscribed"] as const;

export default function SubscribersPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("subscribers");
  return (
    <AdminPage title={t("inbox.subscribers.title")} lead={t("inbox.subscribers.lead")}>
      <ServerTable<Subscriber>
        queryKey={["admin", "subscribers"]}
        fetchPage={(request, signal) =>
          getInboxPage(
            "subscribers",
            {
              page: request.page,
              limit: request.limit,
              status: request.filters.status || undefined,
              q: request.q,
              sort: request.sort,
            },
            signal,
          )
        }
        filters={[
          {
            name: "status",
            label: t("list.status"),
            options: STATUSES.map((value) => ({
              value,
              label: value ? t(`statuses.${value}`) : t("statusFilter.all"),
            })),
          },
        ]}
        toolbarExtra={(request) => (
          <ExportButton
            path={`${apiPaths.subscribers}/export.csv`}
            fileName="subscribers.csv"
            query={{ status: request.filters.status || undefined }}
          />
        )}
        caption={t("inbox.subscribers.title")}
        emptyText={t("inbox.subscribers.empty")}
        searchLabel={t("search.subscribers")}
        sortKeys={ADMIN_LIST_SORTS.subscribers}
        rowKey={(item) => item.id}
        selectLabel={(item) => t("bulk.selectItem", { name: item.email })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="subscribers" ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        columns={[
          {
            key: "email",
            header: t("fields.email"),
            primary: true,
            sortKey: "email",
            cell: (item) => <span className="data-table__primary">{item.email}</span>,
          },
          {
            key: "status",
            header: t("list.status"),
            sortKey: "status",
            cell: (item) => <StatusBadge status={item.status} />,
          },
          { key: "source", header: t("fields.source"), cell: (item) => item.source },
          {
            key: "joined",
            header: t("inbox.subscribers.joined"),
            sortKey: "createdAt",
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          {
            key: "confirmed",
            header: t("inbox.subscribers.confirmed"),
            cell: (item) => (item.confirmedAt ? formatShortDate(item.confirmedAt, i18n.language) : "—"),
          },
        ]}
        actions={(item) => (
          <DeleteButton itemName={item.email} onDelete={() => remove.mutateAsync(item.id)} />
        )}
      />
    </AdminPage>
  );
}
