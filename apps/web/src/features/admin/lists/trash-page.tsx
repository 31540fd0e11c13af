// /admin/trash: what staff deleted in the last 30 days, from the lists their role may delete from.
// Restore puts a row back where it was (with its id, so links to it work again); Delete forever
// removes it and its files now instead of at the end of the 30 days.
import {
  ADMIN_LIST_SORTS,
  TRASH_KEEP_DAYS,
  TRASH_LISTS,
  type TrashItem,
  type TrashList,
} from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AdminPage } from "../components/admin-page.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useBusyAction } from "../lib/use-busy-action.ts";
import { refreshList } from "./api/list-tools.ts";
import { getTrashPage, purgeItem, restoreItem } from "./api/trash.ts";

const LISTS = Object.keys(TRASH_LISTS) as TrashList[];

function RestoreButton({ item }: { item: TrashItem }) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const { busy, run } = useBusyAction();
  return (
    <button
      type="button"
      className="row-button"
      disabled={busy}
      aria-label={t("trash.restoreItem", { name: item.title })}
      onClick={() =>
        run(async () => {
          await restoreItem(item.id);
          toast.success(t("trash.restored", { name: item.title }));
          await refreshList(queryClient, item.list);
        })
      }
    >
      {t("trash.restore")}
    </button>
  );
}

function PurgeButton({ item }: { item: TrashItem }) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusyAction();
  return (
    <>
      <button
        type="button"
        className="row-button row-button--danger"
        aria-label={t("trash.purgeItem", { name: item.title })}
        onClick={() => setOpen(true)}
      >
        {t("trash.purge")}
      </button>
      <ConfirmDialog
        open={open}
        title={t("trash.purgeTitle", { name: item.title })}
        confirmLabel={t("trash.purge")}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          run(async () => {
            await purgeItem(item.id);
            toast.success(t("trash.purged", { name: item.title }));
            setOpen(false);
            await refreshList(queryClient, item.list);
          })
        }
      >
        <p>{t("confirmDelete.text")}</p>
      </ConfirmDialog>
    </>
  );
}

export default function TrashPage() {
  const { t, i18n } = useTranslation("admin");
  return (
    <AdminPage title={t("trash.title")} lead={t("trash.lead", { days: TRASH_KEEP_DAYS })}>
      <ServerTable<TrashItem>
        queryKey={["admin", "trash"]}
        fetchPage={async (request, signal) => {
          const page = await getTrashPage(
            {
              page: request.page,
              limit: request.limit,
              q: request.q || undefined,
              sort: request.sort,
              list: (request.filters.list || undefined) as TrashList | undefined,
            },
            signal,
          );
          return { rows: page.data, count: page.count, totalPages: page.totalPages };
        }}
        caption={t("trash.title")}
        emptyText={t("trash.empty")}
        searchLabel={t("search.trash")}
        sortKeys={ADMIN_LIST_SORTS.trash}
        filters={[
          {
            name: "list",
            label: t("trash.list"),
            options: [
              { value: "", label: t("trash.allLists") },
              ...LISTS.map((list) => ({ value: list, label: t(`trash.lists.${list}`) })),
            ],
          },
        ]}
        rowKey={(item) => item.id}
        columns={[
          {
            key: "title",
            header: t("list.title"),
            primary: true,
            sortKey: "title",
            cell: (item) => <span className="data-table__primary">{item.title || "—"}</span>,
          },
          {
            key: "list",
            header: t("trash.list"),
            sortKey: "list",
            cell: (item) => t(`trash.lists.${item.list}`),
          },
          {
            key: "deleted",
            header: t("trash.deleted"),
            sortKey: "deletedAt",
            cell: (item) => (
              <>
                {formatShortDate(item.deletedAt, i18n.language)}
                {item.deletedByName ? (
                  <span className="data-table__secondary">{t("trash.by", { name: item.deletedByName })}</span>
                ) : null}
              </>
            ),
          },
          {
            key: "purge",
            header: t("trash.purgeAt"),
            cell: (item) => formatShortDate(item.purgeAt, i18n.language),
          },
        ]}
        actions={(item) => (
          <>
            <RestoreButton item={item} />
            <PurgeButton item={item} />
          </>
        )}
      />
    </AdminPage>
  );
}
