import type { Blog } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import "../components/status-badge.css";
import { formatShortDate, formatShortDateTime } from "../lib/dates.ts";

const TONE = { draft: "", scheduled: "badge--pending", published: "badge--approved" } as const;

/** Draft, "Scheduled for 23 Nov 2026, 09:30" or Published. */
export function BlogStatusBadge({ blog }: { blog: Pick<Blog, "status" | "publishAt"> }) {
  const { t } = useTranslation("admin");
  const text =
    blog.status === "scheduled"
      ? t("blogs.scheduledFor", { when: formatShortDateTime(blog.publishAt) })
      : t(`blogs.statuses.${blog.status}`);
  return <span className={`badge ${TONE[blog.status]}`.trim()}>{text}</span>;
}

/**
 * The list's "Published" column: the day a post went out, "Publishes 24 Nov 2026" for a scheduled
 * one (not yet out) and nothing for a draft (its date means nothing until it is published).
 */
export function BlogPublishedDate({ blog }: { blog: Pick<Blog, "status" | "publishAt"> }) {
  const { t, i18n } = useTranslation("admin");
  if (blog.status === "draft") return null;
  const date = formatShortDate(blog.publishAt, i18n.language, true);
  return <>{blog.status === "scheduled" ? t("blogs.publishesOn", { date }) : date}</>;
}
