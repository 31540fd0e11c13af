// /admin/inbox/messages: questions sent from the International applications page.
import type { ContactMessage } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../lib/dates.ts";
import { ReplyLink } from "../lists/reply-link.tsx";
import { InboxPage, receivedColumn } from "./inbox-page.tsx";

export default function ContactMessagesPage() {
  const { t, i18n } = useTranslation("admin");
  const subject = t("reply.subject");
  const reply = (item: ContactMessage) => (
    <ReplyLink email={item.email} subject={subject} quoted={item.message} name={item.email} />
  );
  return (
    <InboxPage
      box="contactMessages"
      section="messages"
      sender={(item) => item.email}
      itemName={(item) => t("inbox.messages.item", { email: item.email })}
      reply={reply}
      title={(item) => t("inbox.messages.from", { email: item.email })}
      details={(item) => (
        <>
          <p className="admin-dialog__meta">{formatShortDate(item.createdAt, i18n.language)}</p>
          <p className="admin-dialog__message">{item.message}</p>
          {reply(item)}
        </>
      )}
      columns={[
        receivedColumn(t, i18n.language),
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
    />
  );
}
