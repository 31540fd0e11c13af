import "./status-badge.css";
import { useTranslation } from "react-i18next";

/** A coloured state word: approval, payment, delivery, subscription or account state. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`badge badge--${status}`}>{t(`statuses.${status}`, { defaultValue: status })}</span>
  );
}
