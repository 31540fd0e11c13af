// /admin/inbox/messages: questions sent from the International applications page.
import type { ContactMessage } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";

export default function ContactMessagesPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("contactMessages");
  return (
    <AdminPage title={t("inbox.messages.title")} lead={t("inbox.messages.lead")}>
      <ServerTable<ContactMessage>
        queryKey={["admin", "contactMessages"]}
        fetchPage={(request, signal) =>
          getInboxPage("contactMessages", { page: request.page, limit: request.limit }, signal)
        }
        caption={t("inbox.messages.title")}
        emptyText={t("inbox.messages.empty")}
        rowKey={(item) => item.id}
        columns={[
          {
            key: "received",
            header: t("list.received"),
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          {
            key: "email",
            header: t("fields.email"),
            primary: true,
            cell: (item) => (
              <a className="data-table__primary" href={`mailto:${item.email}`}>
                {item.email}
              </a>
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
              title={t("inbox.messages.from", { email: item.email })}
              label={t("inbox.readFrom", { name: item.email })}
            >
              <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
              <p className="admin-dialog__message">{item.message}</p>
              <a href={`mailto:${item.email}`}>{t("inbox.messages.reply")}</a>
            </DetailsButton>
            <DeleteButton
              itemName={t("inbox.messages.item", { email: item.email })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
    </AdminPage>
  );
}
