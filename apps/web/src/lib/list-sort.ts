// The lists' order lives in the address like their filters: none is "newest first" (the API's
// default), `?sort=deadline` puts the nearest deadline first (undated last), and `?sort=closing-soon`
// lists only the open items whose deadline is within CLOSING_SOON_DAYS, soonest first.
import { PUBLIC_LIST_SORTS } from "@btw/contracts";

type PublicListSort = (typeof PUBLIC_LIST_SORTS)[number];
export type ListSort = Exclude<PublicListSort, "newest">;
export const LIST_SORTS = PUBLIC_LIST_SORTS.filter((sort): sort is ListSort => sort !== "newest");

/** Each order's words in the listing catalog: its name in the order menu, and the list's heading and intro. */
export const SORT_TEXT_KEYS: Record<ListSort, { option: string; title: string; intro: string }> = {
  deadline: { option: "sort.deadline", title: "sort.deadlineTitle", intro: "sort.deadlineIntro" },
  // Named by its window, since it narrows the list.
  "closing-soon": {
    option: "sort.closingSoonTitle",
    title: "sort.closingSoonTitle",
    intro: "sort.closingSoonIntro",
  },
};

/** The API's `sort` parameter for the address's value (absent: the API's default, newest). */
export const sortParam = (value: string): ListSort | undefined =>
  (LIST_SORTS as readonly string[]).includes(value) ? (value as ListSort) : undefined;
