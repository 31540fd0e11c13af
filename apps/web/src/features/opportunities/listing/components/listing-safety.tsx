import type { ApprovalStatus, OpportunityKind } from "@btw/contracts";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { DetailPreviewContext } from "../../../../components/detail-layout.tsx";
import { TelegramAlerts } from "../../../../components/telegram-alerts.tsx";
import { deadlineState } from "../../../../lib/format.ts";
import { useOpportunityTitle } from "../../../../lib/vocabulary.ts";
import { SaveButton } from "../../saved/components/save-button.tsx";
import { SavedLink } from "../../saved/components/saved-link.tsx";
import { useIsSaved } from "../../saved/use-saved.ts";
import { calendarPath } from "../api/calendar.ts";
import { ReportListing } from "./report-listing.tsx";
import "./listing.css";

interface ListingProps {
  kind: OpportunityKind;
  id: number;
  /** The item's title as stored (its kind's title column): shown in the page's language. */
  title: string;
  deadline: string | null;
}

/**
 * "Closed" on an opportunity whose deadline day is over (a shared link or a saved page): the API's
 * `closed` mark, or the deadline itself while the page stays open past it.
 */
export function ClosedNotice({
  deadline,
  closed,
}: {
  deadline: string | null;
  closed?: boolean | undefined;
}) {
  const { t } = useTranslation("listing");
  if (!closed && deadlineState(deadline) !== "closed") return null;
  return (
    <p className="closed-notice" role="status">
      <span className="tag tag--red">{t("closed.badge")}</span> {t("closed.text")}
    </p>
  );
}

/**
 * A listing the public cannot see, as its poster and staff read it: waiting for review, not
 * approved, or hidden. The console's preview shows it as it will look once approved, without this.
 */
export function UnpublishedNotice({
  status,
  hidden,
}: {
  status?: ApprovalStatus | undefined;
  hidden?: boolean | undefined;
}) {
  const { t } = useTranslation("listing");
  const preview = useContext(DetailPreviewContext);
  const state = status === "pending" || status === "rejected" ? status : hidden ? "hidden" : null;
  if (preview || state === null) return null;
  return (
    <p className="closed-notice" role="status">
      {t(`unpublished.${state}`)}
    </p>
  );
}

/** The organisation that posted it was checked by staff. */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation("listing");
  if (!verified) return null;
  return (
    <span className="tag verified-badge" title={t("verified.hint")}>
      <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" focusable="false">
        <path
          d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t("verified.badge")}
    </span>
  );
}

/** "Add to calendar" beside a deadline: an .ics file any phone calendar opens. */
export function AddToCalendar({ kind, id, deadline }: Pick<ListingProps, "kind" | "id" | "deadline">) {
  const { t, i18n } = useTranslation("listing");
  if (id <= 0 || !deadline || deadlineState(deadline) === "closed") return null;
  return (
    <a className="add-to-calendar" href={calendarPath(kind, id, i18n.language)} download>
      <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
        <path
          d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {t("calendar.add")}
    </a>
  );
}

/** The plain warning every opportunity page carries: applying is free, never pay anyone to apply. */
export function NeverPayNotice() {
  const { t } = useTranslation("listing");
  return (
    <aside className="never-pay" aria-labelledby="never-pay-title">
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
        <path
          d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM12 8v5M12 16h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <h2 id="never-pay-title" className="never-pay__title">
          {t("notice.title")}
        </h2>
        <p className="never-pay__text">{t("notice.text")}</p>
      </div>
    </aside>
  );
}

/**
 * What every opportunity page shows below its apply button: save and "Report this listing". A
 * preview shows neither: a draft (id 0) cannot be saved or reported yet, and staff reviewing a
 * listing would save or report the real one. The never-pay notice stands just above the apply button.
 */
export function ListingTools({ kind, id, title, deadline }: ListingProps) {
  const shown = useOpportunityTitle()(kind, title);
  const saved = useIsSaved(kind, id);
  const preview = useContext(DetailPreviewContext);
  if (id <= 0 || preview) return null;
  return (
    <div className="listing-tools">
      <SaveButton kind={kind} id={id} title={title} deadline={deadline} size="md" />
      <SavedLink />
      <ReportListing kind={kind} id={id} title={shown} />
      {/* Just saved: reminders before its deadline can come on Telegram. */}
      {saved ? <TelegramAlerts /> : null}
    </div>
  );
}
