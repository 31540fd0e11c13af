// /admin/mail: every email the app sends (review results, reset codes, receipts) with its delivery
// state; a failed one can be sent again.
import { ADMIN_LIST_SORTS, type EmailMessage, emailStatusSchema } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { DeliveryStatus } from "../components/status-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { noticeError, noticeSuccess } from "../lib/notices.ts";
import { getEmailMessagePage } from "./api/get-email-messages.ts";
import { useRetryEmail } from "./api/retry-email.ts";

export default function MailPage() {
  const { t, i18n } = useTranslation("admin");
  const retry = useRetryEmail();
  return (
    <AdminPage title={t("mail.title")} lead={t("mail.lead")}>
      <ServerTable<EmailMessage>
        queryKey={["admin", "mail"]}
        fetchPage={async (request, signal) => {
          const page = await getEmailMessagePage(
            {
              page: request.page,
              limit: request.limit,
              status: request.filters.status === "all" ? undefined : request.filters.status || undefined,
              q: request.q || undefined,
              sort: request.sort,
            },
            signal,
          );
          return { rows: page.data, count: page.count, totalPages: page.totalPages };
        }}
        searchLabel={t("mail.search")}
        filters={[
          {
            name: "status",
            label: t("list.status"),
            defaultValue: "all",
            options: [
              { value: "all", label: t("statusFilter.all") },
              ...emailStatusSchema.options.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ],
          },
        ]}
        caption={t("mail.title")}
        emptyText={t("mail.empty")}
        rowKey={(item) => item.id}
        sortKeys={ADMIN_LIST_SORTS.emailMessages}
        columns={[
          {
            key: "to",
            header: t("mail.to"),
            primary: true,
            sortKey: "to",
            cell: (item) => (
              <>
                <span className="data-table__primary">{item.to}</span>
                <span className="data-table__secondary">{item.subject}</span>
              </>
            ),
          },
          {
            key: "template",
            header: t("mail.template"),
            // A kind the catalog does not name yet shows its internal name rather than nothing.
            cell: (item) => t(`mail.kinds.${item.template}`, { defaultValue: item.template }),
          },
          {
            key: "status",
            header: t("list.status"),
            sortKey: "status",
            cell: (item) => <DeliveryStatus status={item.status} error={item.lastError} />,
          },
          { key: "attempts", header: t("mail.attempts"), cell: (item) => item.attempts },
          {
            key: "created",
            header: t("list.created"),
            sortKey: "createdAt",
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
        ]}
        actions={(item) =>
          item.status === "failed" ? (
            <button
              type="button"
              className="row-button"
              disabled={retry.isPending}
              aria-label={t("mail.retryFor", { to: item.to, subject: item.subject })}
              onClick={() =>
                retry.mutate(item.id, {
                  onSuccess: () => noticeSuccess(t, "retried"),
                  onError: (error) => noticeError(t, error),
                })
              }
            >
              {t("mail.retry")}
            </button>
          ) : null
        }
      />
    </AdminPage>
  );
}
