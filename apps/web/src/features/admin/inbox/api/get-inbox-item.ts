// One message of an inbox by its id (the details a notice's link opens), from the box's get-one route.
import { apiGet } from "../../../../lib/http.ts";
import { openId } from "../../lib/use-open-param.ts";
import { INBOX_PATHS, type InboxBox, type InboxBoxes } from "./get-inbox-page.ts";

/** The answer's key for one item of each box (`{ feedback }`, `{ resume }`, `{ contactMessage }`). */
const ITEM_KEYS = { feedbacks: "feedback", resumes: "resume", contactMessages: "contactMessage" } as const;
export type OpenableBox = keyof typeof ITEM_KEYS & InboxBox;

/** The item `open` names; null when `open` is not an id (the API answers 404 for an id it lacks). */
export async function getInboxItem<B extends OpenableBox>(
  box: B,
  open: string,
  signal?: AbortSignal,
): Promise<InboxBoxes[B] | null> {
  const id = openId(open);
  if (id === null) return null;
  const body = await apiGet<Record<string, unknown>>(`${INBOX_PATHS[box]}/${id}`, undefined, signal);
  return (body[ITEM_KEYS[box]] ?? null) as InboxBoxes[B] | null;
}
