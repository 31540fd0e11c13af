// The private inboxes (admins only): pages of what visitors sent.
import {
  apiPaths,
  type ContactMessage,
  type Feedback,
  type PaginationMeta,
  type Resume,
  type Subscriber,
} from "@btw/contracts";
import { apiGet } from "../../../../lib/http.ts";

export interface InboxBoxes {
  feedbacks: Feedback;
  resumes: Resume;
  contactMessages: ContactMessage;
  subscribers: Subscriber;
}
export type InboxBox = keyof InboxBoxes;

export const INBOX_PATHS: Record<InboxBox, string> = {
  feedbacks: apiPaths.feedbacks,
  resumes: apiPaths.resumes,
  contactMessages: apiPaths.contactMessages,
  subscribers: apiPaths.subscribers,
};

/** One page of a box; the answer holds the rows under the box's own name (`feedbacks`, ...). */
export async function getInboxPage<B extends InboxBox>(
  box: B,
  query: { page: number; limit: number; status?: string; q?: string; sort?: string; read?: string },
  signal?: AbortSignal,
) {
  const body = await apiGet<Record<string, unknown> & PaginationMeta>(
    INBOX_PATHS[box],
    { ...query, q: query.q || undefined, read: query.read || undefined },
    signal,
  );
  return { rows: (body[box] ?? []) as InboxBoxes[B][], count: body.count, totalPages: body.totalPages };
}
