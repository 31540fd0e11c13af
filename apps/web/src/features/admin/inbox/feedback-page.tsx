// /admin/inbox/feedback: what visitors sent from the contact page.
import type { Feedback } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { useDeleteInboxItem } from "./api/delete-inbox-item.ts";
import { getInboxPage } from "./api/get-inbox-page.ts";

export default function FeedbackPage() {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeleteInboxItem("feedbacks");
  return (
    <AdminPage title={t("inbox.feedback.title")} lead={t("inbox.feedback.lead")}>
      <ServerTable<Feedback>
        queryKey={["admin", "feedbacks"]}
        fetchPage={(request, signal) =>
          getInboxPage("feedbacks", { page: request.page, limit: request.limit }, signal)
        }
        caption={t("inbox.feedback.title")}
        emptyText={t("inbox.feedback.empty")}
        rowKey={(item) => item.id}
        columns={[
          {
            key: "received",
            header: t("list.received"),
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
          {
            key: "phone",
            header: t("fields.phone"),
            primary: true,
            cell: (item) => (
              <a className="data-table__primary" href={`tel:${item.phone.replace(/[^+\d]/g, "")}`}>
                {item.phone}
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
              title={t("inbox.feedback.from", { phone: item.phone })}
              label={t("inbox.readFrom", { name: item.phone })}
            >
              <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
              <p className="admin-dialog__message">{item.message}</p>
            </DetailsButton>
            <DeleteButton
              itemName={t("inbox.feedback.item", { phone: item.phone })}
              onDelete={() => remove.mutateAsync(item.id)}
            />
          </>
        )}
      />
    </AdminPage>
  );
}
