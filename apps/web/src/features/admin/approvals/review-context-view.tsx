// What the queue says about a waiting item: who sent it (and how their earlier submissions went),
// for which organisation, and whether it was rejected before and changed since.
import type { ReviewContext } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { formatShortDate, formatShortDateTime } from "../lib/dates.ts";

/** The table cell: the submitter's name and organisation. */
export function SubmitterCell({ context }: { context: ReviewContext | undefined }) {
  const { t } = useTranslation("admin");
  if (!context) return null;
  const name = context.submitter?.fullName ?? t("approvals.noSubmitter");
  return (
    <>
      <span className="data-table__primary">{name}</span>
      {context.organisation ? <span className="data-table__secondary">{context.organisation}</span> : null}
    </>
  );
}

/** A warning when the item's text asks applicants for money: the commonest scam on job boards. */
export function FeeWarning({ phrases }: { phrases: string[] | undefined }) {
  const { t } = useTranslation("admin");
  if (!phrases?.length) return null;
  return (
    <p className="fee-warning" role="note">
      <span className="badge badge--rejected">{t("approvals.asksForMoney")}</span>{" "}
      {t("approvals.asksForMoneyPhrases", { phrases: phrases.map((phrase) => `"${phrase}"`).join(", ") })}
    </p>
  );
}

/** Badges: "Rejected before" (with edits since), or "First submission". */
export function HistoryBadges({ context }: { context: ReviewContext | undefined }) {
  const { t } = useTranslation("admin");
  if (!context) return null;
  if (context.rejectedBefore === 0) return <span className="badge">{t("approvals.firstReview")}</span>;
  return (
    <span className="review-badges">
      <span className="badge badge--rejected">
        {t("approvals.rejectedBefore", { count: context.rejectedBefore })}
      </span>{" "}
      <span className={context.editsSinceRejection ? "badge badge--approved" : "badge badge--pending"}>
        {t("approvals.editsSince", { count: context.editsSinceRejection })}
      </span>
    </span>
  );
}

/** The preview's side: everything the decision needs, in one place. */
export function ReviewContextPanel({ context }: { context: ReviewContext | undefined }) {
  const { t, i18n } = useTranslation("admin");
  if (!context) return <p className="admin-dialog__meta">{t("status.loading")}</p>;
  const submitter = context.submitter;
  return (
    <div className="review-context">
      <dl className="detail-grid">
        <dt>{t("approvals.submitter")}</dt>
        <dd>
          {submitter ? (
            <>
              {submitter.fullName} (<a href={`mailto:${submitter.email}`}>{submitter.email}</a>)
              <br />
              <span className="admin-dialog__meta">
                {t("approvals.theirSubmissions", submitter.submissions)}
              </span>
            </>
          ) : (
            t("approvals.noSubmitter")
          )}
        </dd>
        <dt>{t("approvals.organisation")}</dt>
        <dd>
          {context.organisation ?? t("approvals.noOrganisation")}
          {submitter?.verifiedOrganisation ? (
            <>
              {" "}
              <span className="badge badge--approved">{t("approvals.verified")}</span>
            </>
          ) : null}
        </dd>
        <dt>{t("approvals.history")}</dt>
        <dd>
          <HistoryBadges context={context} />
          {context.lastRejection ? (
            <p className="review-context__reason">
              {t("approvals.lastReason", {
                date: formatShortDate(context.lastRejection.at, i18n.language, true),
                reason: context.lastRejection.reason,
              })}
            </p>
          ) : null}
        </dd>
      </dl>
      {context.history.length > 0 ? (
        <details className="review-context__log">
          <summary>{t("approvals.historyLog", { count: context.history.length })}</summary>
          <ol>
            {context.history.map((entry) => (
              <li key={`${entry.at}-${entry.action}-${entry.summary}`}>
                <time dateTime={entry.at}>{formatShortDateTime(entry.at)}</time> ·{" "}
                {entry.actorName || t("approvals.system")}: {entry.summary || entry.action}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
