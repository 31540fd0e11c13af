// /admin/inbox/feedback: what visitors sent from the contact page.
import { ADMIN_LIST_SORTS, type Feedback } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { OpenedItemDialog } from "../components/opened-item-dialog.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { BulkDeleteButton } from "../lists/bulk-delete-button.tsx";
import { ReadToggle, useMarkReadOnOpen } from "../lists/read-toggle.tsx";
import { SmsReplyLink } from "../lists/reply-link.tsx";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxItem } from "./api/get-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";
import { inboxQuery, readFilter } from "./inbox-filters.ts";

export default function FeedbackPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("feedbacks");
  const markRead = useMarkReadOnOpen("feedbacks");
  const title = (item: Feedback) => t("inbox.feedback.from", { phone: item.phone });
  const details = (item: Feedback) => (
    <>
      <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
      <p className="admin-dialog__message">{item.message}</p>
    </>
  );
  return (
    <AdminPage title={t("inbox.feedback.title")} lead={t("inbox.feedback.lead")}>
      <ServerTable<Feedback>
        queryKey={["admin", "feedbacks"]}
        fetchPage={(request, signal) => getInboxPage("feedbacks", inboxQuery(request), signal)}
        caption={t("inbox.feedback.title")}
        emptyText={t("inbox.feedback.empty")}
        searchLabel={t("search.feedback")}
        filters={[readFilter(t)]}
        sortKeys={ADMIN_LIST_SORTS.feedbacks}
        rowKey={(item) => item.id}
        isRowEmphasised={(item) => item.readAt === null}
        selectLabel={(item) =>
          t("bulk.selectItem", { name: t("inbox.feedback.item", { phone: item.phone }) })
        }
        bulkActions={(selected, clear) => (
          <BulkDeleteButton list="feedbacks" ids={selected.map((item) => item.id)} onDone={clear} />
        )}
        columns={[
          {
            key: "received",
            header: t("list.received"),
            sortKey: "createdAt",
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          {
            key: "phone",
            header: t("fields.phone"),
            primary: true,
            sortKey: "phone",
            cell: (item) => (
              <a className="data-table__primary" href={`tel:${item.phone.replace(/[^+\d]/g, "")}`}>
                {item.phone}
                {item.readAt === null ? <span className="visually-hidden"> ({t("read.unread")})</span> : null}
              </a>
            ),
          },
          {
            key: "message",
            header: t("fields.message"),
            cell: (item) => <span className="data-table__clip">{item.message}</span>,
          },
        ]}
        actions={(item) => (
          <>
            <DetailsButton
              title={title(item)}
              label={t("inbox.readFrom", { name: item.phone })}
              onOpen={() => markRead(item.id, item.readAt !== null)}
            >
              {details(item)}
            </DetailsButton>
            <SmsReplyLink phone={item.phone} name={item.phone} />
            <ReadToggle inbox="feedbacks" id={item.id} read={item.readAt !== null} name={item.phone} />
            <DeleteButton
              itemName={t("inbox.feedback.item", { phone: item.phone })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
      <OpenedItemDialog<Feedback>
        queryKey={["admin", "feedbacks"]}
        fetchOne={(open, signal) => getInboxItem("feedbacks", open, signal)}
        title={title}
        onOpen={(item) => markRead(item.id, item.readAt !== null)}
      >
        {details}
      </OpenedItemDialog>
    </AdminPage>
  );
}
