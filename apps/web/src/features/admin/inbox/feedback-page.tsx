// /admin/inbox/feedback: what visitors sent from the contact page.
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../lib/dates.ts";
import { SmsReplyLink } from "../lists/reply-link.tsx";
import { InboxPage, receivedColumn } from "./inbox-page.tsx";

export default function FeedbackPage() {
  const { t, i18n } = useTranslation("admin");
  return (
    <InboxPage
      box="feedbacks"
      section="feedback"
      sender={(item) => item.phone}
      itemName={(item) => t("inbox.feedback.item", { phone: item.phone })}
      reply={(item) => <SmsReplyLink phone={item.phone} name={item.phone} />}
      title={(item) => t("inbox.feedback.from", { phone: item.phone })}
      details={(item) => (
        <>
          <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
          <p className="admin-dialog__message">{item.message}</p>
        </>
      )}
      columns={[
        receivedColumn(t, i18n.language),
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
    />
  );
}
