import type { Blog } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import "../components/status-badge.css";
import { formatShortDateTime } from "../lib/dates.ts";

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
