import { formatDate, formatEthiopianDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/icon.tsx";
import { daysLeft, deadlineState } from "../../../lib/format.ts";
import "./opportunities.css";

/**
 * Every item shows its deadline, in both calendars; within CLOSING_SOON_DAYS it is flagged "closing soon".
 */
export function DeadlineBadge({ deadline }: { deadline: string | null }) {
  const { t, i18n } = useTranslation();
  const state = deadlineState(deadline);
  return (
    <p className="deadline">
      <Icon name="clock" size={16} />
      <span>
        {deadline ? (
          <>
            {t("opportunity.deadline")}:{" "}
            <time dateTime={deadline}>{formatDate(deadline, i18n.language)}</time>
            {/* Amharic and Afaan Oromo dates already carry both calendars; English adds the Ethiopian one. */}
            {i18n.language === "en" ? <> ({formatEthiopianDate(deadline, "en")})</> : null}
          </>
        ) : (
          t("opportunity.noDeadline")
        )}
      </span>
      {state === "closingSoon" && deadline ? (
        <span className="tag tag--red">
          {t("opportunity.closingSoon")} · {t("opportunity.daysLeft", { count: daysLeft(deadline) })}
        </span>
      ) : null}
    </p>
  );
}
