// /admin/telegram: what the site sent on Telegram (channel posts, edits, removals, alerts, digests,
// reminders) with its state and Telegram's reason for a failure, who follows by which channel, and
// "send again" (a channel post posts its listing again).
import { TELEGRAM_DELIVERY_STATUSES, type TelegramDelivery } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../components/admin-page.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { DeliveryStatus } from "../components/status-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { noticeError, noticeSuccess } from "../lib/notices.ts";
import { getTelegramDeliveries, telegramDeliveriesKey } from "./api/get-telegram-deliveries.ts";
import { useResendTelegramDelivery } from "./api/resend-telegram-delivery.ts";
import { SubscriberCounts } from "./subscriber-counts.tsx";

export default function TelegramPage() {
  const { t, i18n } = useTranslation("admin");
  const resend = useResendTelegramDelivery();
  return (
    <AdminPage title={t("telegram.title")} lead={t("telegram.lead")}>
      <SubscriberCounts />
      <ServerTable<TelegramDelivery>
        queryKey={telegramDeliveriesKey}
        fetchPage={async (request, signal) => {
          const status = request.filters.status;
          const answer = await getTelegramDeliveries(
            {
              page: request.page,
              limit: request.limit,
              ...(status && status !== "all" ? { status: status as TelegramDelivery["status"] } : {}),
            },
            signal,
          );
          const page = answer.deliveries;
          return { rows: page.data, count: page.count, totalPages: page.totalPages };
        }}
        filters={[
          {
            name: "status",
            label: t("list.status"),
            defaultValue: "all",
            options: [
              { value: "all", label: t("statusFilter.all") },
              ...TELEGRAM_DELIVERY_STATUSES.map((value) => ({
                value,
                label: t(`telegram.statuses.${value}`),
              })),
            ],
          },
        ]}
        caption={t("telegram.title")}
        emptyText={t("telegram.empty")}
        rowKey={(item) => item.id}
        columns={[
          {
            key: "to",
            header: t("telegram.to"),
            primary: true,
            cell: (item) => (
              <>
                <span className="data-table__primary">
                  {item.to === "chat" ? t("telegram.personalChat") : item.to}
                </span>
                <span className="data-table__secondary">
                  {item.kind && item.listingId ? `${t(`kinds.${item.kind}.one`)} #${item.listingId}` : ""}
                </span>
              </>
            ),
          },
          {
            key: "purpose",
            header: t("telegram.purpose"),
            cell: (item) => t(`telegram.purposes.${item.purpose}`),
          },
          {
            key: "status",
            header: t("list.status"),
            cell: (item) => <DeliveryStatus status={item.status} error={item.error} />,
          },
          { key: "attempts", header: t("telegram.attempts"), cell: (item) => item.attempts },
          {
            key: "created",
            header: t("list.created"),
            cell: (item) => formatShortDate(item.createdAt, i18n.language),
          },
        ]}
        actions={(item) =>
          item.status === "waiting" ? null : (
            <button
              type="button"
              className="row-button"
              disabled={resend.isPending}
              aria-label={t("telegram.resendFor", { id: item.id })}
              onClick={() =>
                resend.mutate(item.id, {
                  onSuccess: () => noticeSuccess(t, "retried"),
                  onError: (error) => noticeError(t, error),
                })
              }
            >
              {item.purpose === "channel-post" ? t("telegram.postAgain") : t("telegram.resend")}
            </button>
          )
        }
      />
    </AdminPage>
  );
}
