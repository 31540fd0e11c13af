// Who follows the site's alerts, by channel: email, Telegram chats (and of them linked to an account)
// and the channels listings are posted to. On the dashboard and above the Telegram delivery log.
import { formatNumber } from "@btw/i18n";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getTelegramDeliveries, telegramDeliveriesKey } from "./api/get-telegram-deliveries.ts";
import "./telegram.css";

function useSubscriberCounts() {
  return useQuery({
    queryKey: [...telegramDeliveriesKey, "counts"],
    queryFn: ({ signal }) =>
      getTelegramDeliveries({ page: 1, limit: 1 }, signal).then((answer) => answer.counts),
  });
}

export function SubscriberCounts() {
  const { t, i18n } = useTranslation("admin");
  const counts = useSubscriberCounts().data;
  if (!counts) return null;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <section className="admin-panel" aria-labelledby="subscriber-counts">
      <h2 className="admin-panel__title" id="subscriber-counts">
        {t("telegram.counts.title")}
      </h2>
      {counts.telegramOn ? null : <p className="admin-panel__note">{t("telegram.counts.off")}</p>}
      <dl className="telegram-counts">
        <div>
          <dt>{t("telegram.counts.email")}</dt>
          <dd>{number(counts.email)}</dd>
        </div>
        <div>
          <dt>{t("telegram.counts.chats")}</dt>
          <dd>{number(counts.telegramChats)}</dd>
        </div>
        <div>
          <dt>{t("telegram.counts.linked")}</dt>
          <dd>{number(counts.telegramLinked)}</dd>
        </div>
        <div>
          <dt>{t("telegram.counts.channels")}</dt>
          <dd>
            {counts.channels.length === 0
              ? t("telegram.counts.noChannels")
              : counts.channels.map((channel) => `${channel.channel} (${channel.language})`).join(", ")}
          </dd>
        </div>
      </dl>
    </section>
  );
}
