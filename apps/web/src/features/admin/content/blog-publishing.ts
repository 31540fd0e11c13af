// How the post form's publishing choice (draft, now, scheduled) becomes the API's status and time.
import { type Blog, type BlogPublishing, blogInputSchema, blogPublishingSchema } from "@btw/contracts";

export type Publishing = BlogPublishing;

/**
 * The post form: the post's fields and the publishing choice. The choice is a form value, so a draft
 * kept in this browser holds it too and a restored draft comes back as draft, now or scheduled (with
 * its time); it is not sent: publishingValues turns it into status and publishAt.
 */
export const blogFormSchema = blogInputSchema.extend({ publishing: blogPublishingSchema });

export function initialPublishing(blog: Pick<Blog, "status"> | undefined): Publishing {
  if (!blog) return "now";
  if (blog.status === "draft") return "draft";
  return blog.status === "scheduled" ? "schedule" : "now";
}

/** "2026-12-31T09:30" in the browser's time zone, for a datetime-local input. */
export function dateTimeInputValue(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The status and time to send. "Now" keeps the date of a post already out (an edit does not move it
 * to the top) and stamps the present on one that was a draft or scheduled; "schedule" needs a
 * time still ahead.
 */
export function publishingValues(
  publishing: Publishing,
  publishAt: Date | undefined,
  blog: Pick<Blog, "status"> | undefined,
  now = new Date(),
): { status: "draft" | "published"; publishAt?: Date } | "needs-future-time" {
  if (publishing === "draft") return { status: "draft", publishAt: undefined };
  if (publishing === "schedule") {
    if (!publishAt || publishAt.getTime() <= now.getTime()) return "needs-future-time";
    return { status: "published", publishAt };
  }
  if (blog?.status === "published") return { status: "published", publishAt: undefined };
  return { status: "published", publishAt: now };
}
