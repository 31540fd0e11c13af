// The count of new notices in the console: a pill beside the menu entries (new submissions,
// donations, feedback, resumes, messages since the staff member last looked), and on the dashboard
// a panel that links to each list and marks them seen.
import { ADMIN_PAGES, type NoticeCounts, type NoticeKind } from "@btw/contracts";
import { formatNumber } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { noticeError } from "../lib/notices.ts";
import { useMarkNoticesSeen, useNotices } from "./api/notices.ts";

/** Which menu entry (nav-items.ts label) and screen each kind of notice belongs to. */
const NOTICE_TARGETS: Record<NoticeKind, { nav: string; to: string }> = {
  submissions: { nav: "approvals", to: ADMIN_PAGES.approvals },
  donations: { nav: "donations", to: ADMIN_PAGES.donations },
  feedbacks: { nav: "feedback", to: ADMIN_PAGES.feedback },
  resumes: { nav: "resumes", to: ADMIN_PAGES.resumes },
  contactMessages: { nav: "messages", to: ADMIN_PAGES.contactMessages },
};

/** The new count for a menu entry, or 0. */
export function countForNav(notices: NoticeCounts | undefined, navLabel: string): number {
  if (!notices) return 0;
  const kind = (Object.keys(NOTICE_TARGETS) as NoticeKind[]).find(
    (key) => NOTICE_TARGETS[key].nav === navLabel,
  );
  return kind ? (notices.counts[kind] ?? 0) : 0;
}

export function NoticePill({ count }: { count: number }) {
  const { t, i18n } = useTranslation("admin");
  if (count <= 0) return null;
  return (
    <span className="notice-pill">
      <span aria-hidden="true">{formatNumber(count, i18n.language)}</span>
      <span className="visually-hidden">{t("newNotices.pill", { count })}</span>
    </span>
  );
}

export function NewNoticesPanel() {
  const { t, i18n } = useTranslation("admin");
  const notices = useNotices(true);
  const seen = useMarkNoticesSeen();
  const data = notices.data;
  if (!data) return null;
  const kinds = (Object.keys(data.counts) as NoticeKind[]).filter((kind) => (data.counts[kind] ?? 0) > 0);
  return (
    <section className="admin-panel new-notices" aria-labelledby="new-notices-title">
      <h2 className="admin-panel__title" id="new-notices-title">
        {t("newNotices.title", { count: data.total })}
      </h2>
      <p className="new-notices__since">
        {data.since
          ? t("newNotices.since", { date: formatShortDate(data.since, i18n.language, true) })
          : t("newNotices.firstLook")}
      </p>
      {kinds.length === 0 ? (
        <p>{t("newNotices.none")}</p>
      ) : (
        <ul className="new-notices__list">
          {kinds.map((kind) => (
            <li key={kind}>
              <Link to={NOTICE_TARGETS[kind].to}>
                {t(`newNotices.kinds.${kind}`, { count: data.counts[kind] })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.total > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          loading={seen.isPending}
          loadingLabel={t("status.working")}
          onClick={() => seen.mutate(undefined, { onError: (error) => noticeError(t, error) })}
        >
          {t("newNotices.markSeen")}
        </Button>
      ) : null}
    </section>
  );
}
