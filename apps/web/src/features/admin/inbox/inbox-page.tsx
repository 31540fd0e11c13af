// An inbox of what visitors sent (messages, feedback, resumes): its list with the read filter, search
// and sorts; each row opened in a dialog that marks it read, answered, marked read or unread, deleted
// (one or the ticked ones); and the dialog of the item the address names.
import { ADMIN_LIST_SORTS } from "@btw/contracts";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import type { Column } from "../components/data-table.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { OpenedItemDialog } from "../components/opened-item-dialog.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { ReadToggle, useMarkReadOnOpen } from "../lists/read-toggle.tsx";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxItem, type OpenableBox } from "./api/get-inbox-item.ts";
import { getInboxPage, type InboxBoxes } from "./api/get-inbox-page.ts";
import { inboxQuery, readFilter } from "./inbox-filters.ts";

interface InboxPageProps<B extends OpenableBox> {
  box: B;
  /** The inbox's part of the catalog: `inbox.<section>.title`, `.lead`, `.empty` and `search.<section>`. */
  section: "messages" | "feedback" | "resumes";
  columns: Column<InboxBoxes[B]>[];
  /** Who sent it, as the row's buttons name them. */
  sender: (item: InboxBoxes[B]) => string;
  /** The item as the select box and the delete question name it. */
  itemName: (item: InboxBoxes[B]) => string;
  /** The row's reply link. */
  reply: (item: InboxBoxes[B]) => ReactNode;
  title: (item: InboxBoxes[B]) => string;
  details: (item: InboxBoxes[B]) => ReactNode;
  /** What the details dialog offers beside Close (reply, download). */
  dialogActions?: (item: InboxBoxes[B]) => ReactNode;
}

export function InboxPage<B extends OpenableBox>({
  box,
  section,
  columns,
  sender,
  itemName,
  reply,
  title,
  details,
  dialogActions,
}: InboxPageProps<B>) {
  const { t } = useTranslation("admin");
  const remove = useDeleteInboxItem(box);
  const markRead = useMarkReadOnOpen(box);
  return (
    <AdminPage title={t(`inbox.${section}.title`)} lead={t(`inbox.${section}.lead`)}>
      <ServerTable<InboxBoxes[B]>
        queryKey={["admin", box]}
        fetchPage={(request, signal) => getInboxPage(box, inboxQuery(request), signal)}
        caption={t(`inbox.${section}.title`)}
        emptyText={t(`inbox.${section}.empty`)}
        searchLabel={t(`search.${section}`)}
        filters={[readFilter(t)]}
        sortKeys={ADMIN_LIST_SORTS[box]}
        rowKey={(item) => item.id}
        isRowEmphasised={(item) => item.readAt === null}
        selectLabel={(item) => t("bulk.selectItem", { name: itemName(item) })}
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list={box} ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        columns={columns}
        actions={(item) => (
          <>
            <DetailsButton
              title={title(item)}
              label={t("inbox.readFrom", { name: sender(item) })}
              onOpen={() => markRead(item.id, item.readAt !== null)}
              actions={dialogActions?.(item)}
            >
              {details(item)}
            </DetailsButton>
            {reply(item)}
            <ReadToggle inbox={box} id={item.id} read={item.readAt !== null} name={sender(item)} />
            <DeleteButton itemName={itemName(item)} onDelete={() => remove.mutateAsync(item.id)} />
          </>
        )}
      />
      <OpenedItemDialog<InboxBoxes[B]>
        queryKey={["admin", box]}
        fetchOne={(open, signal) => getInboxItem(box, open, signal)}
        title={title}
        onOpen={(item) => markRead(item.id, item.readAt !== null)}
        actions={dialogActions}
      >
        {details}
      </OpenedItemDialog>
    </AdminPage>
  );
}

/** When the inbox received the item. */
export function receivedColumn(t: TFunction, language: string): Column<{ createdAt: string }> {
  return {
    key: "received",
    header: t("list.received"),
    sortKey: "createdAt",
    cell: (item) => formatShortDate(item.createdAt, language),
  };
}
