import { formatDateInBothCalendars } from "@btw/i18n";
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
            <time dateTime={deadline}>{formatDateInBothCalendars(deadline, i18n.language)}</time>
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
