import "./status-badge.css";
import { useTranslation } from "react-i18next";

/** A coloured state word: approval, payment, delivery, subscription or account state. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`badge badge--${status}`}>{t(`statuses.${status}`, { defaultValue: status })}</span>
  );
}

/** A message's state, with the reason of its last failure under it (mail and Telegram deliveries). */
export function DeliveryStatus({ status, error }: { status: string; error?: string | null }) {
  return (
    <>
      <StatusBadge status={status} />
      {error ? <span className="data-table__secondary data-table__clip">{error}</span> : null}
    </>
  );
}
