// /admin/inbox/messages: questions sent from the International applications page.
import { ADMIN_LIST_SORTS, type ContactMessage } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { OpenedItemDialog } from "../components/opened-item-dialog.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { ReadToggle, useMarkReadOnOpen } from "../lists/read-toggle.tsx";
import { ReplyLink } from "../lists/reply-link.tsx";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxItem } from "./api/get-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";
import { inboxQuery, readFilter } from "./inbox-filters.ts";

export default function ContactMessagesPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("contactMessages");
  const markRead = useMarkReadOnOpen("contactMessages");
  const subject = t("reply.subject");
  const title = (item: ContactMessage) => t("inbox.messages.from", { email: item.email });
  const details = (item: ContactMessage) => (
    <>
      <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
      <p className="admin-dialog__message">{item.message}</p>
      <ReplyLink email={item.email} subject={subject} quoted={item.message} name={item.email} />
    </>
  );
  return (
    <AdminPage title={t("inbox.messages.title")} lead={t("inbox.messages.lead")}>
      <ServerTable<ContactMessage>
        queryKey={["admin", "contactMessages"]}
        fetchPage={(request, signal) => getInboxPage("contactMessages", inboxQuery(request), signal)}
        caption={t("inbox.messages.title")}
        emptyText={t("inbox.messages.empty")}
        searchLabel={t("search.messages")}
        filters={[readFilter(t)]}
        sortKeys={ADMIN_LIST_SORTS.contactMessages}
        rowKey={(item) => item.id}
        isRowEmphasised={(item) => item.readAt === null}
        selectLabel={(item) =>
          t("bulk.selectItem", { name: t("inbox.messages.item", { email: item.email }) })
        }
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="contactMessages" ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        columns={[
          {
            key: "received",
            header: t("list.received"),
            sortKey: "createdAt",
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          {
            key: "email",
            header: t("fields.email"),
            primary: true,
            sortKey: "email",
            cell: (item) => (
              <span className="data-table__primary">
                {item.email}
                {item.readAt === null ? <span className="visually-hidden"> ({t("read.unread")})</span> : null}
              </span>
            ),
          },
          {
            key: "message",
            header: t("fields.message"),
            cell: (item) => <span className="data-table__clip">{item.message}</span>,
          },
          { key: "source", header: t("fields.source"), cell: (item) => item.source },
        ]}
        actions={(item) => (
          <>
            <DetailsButton
              title={title(item)}
              label={t("inbox.readFrom", { name: item.email })}
              onOpen={() => markRead(item.id, item.readAt !== null)}
            >
              {details(item)}
            </DetailsButton>
            <ReplyLink email={item.email} subject={subject} quoted={item.message} name={item.email} />
            <ReadToggle inbox="contactMessages" id={item.id} read={item.readAt !== null} name={item.email} />
            <DeleteButton
              itemName={t("inbox.messages.item", { email: item.email })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
      <OpenedItemDialog<ContactMessage>
        queryKey={["admin", "contactMessages"]}
        fetchOne={(open, signal) => getInboxItem("contactMessages", open, signal)}
        title={title}
        onOpen={(item) => markRead(item.id, item.readAt !== null)}
      >
        {details}
      </OpenedItemDialog>
    </AdminPage>
  );
}
