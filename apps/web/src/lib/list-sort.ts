// The lists' order lives in the address like their filters: none is "newest first" (the API's
// default), `?sort=deadline` puts the nearest deadline first (undated last), and `?sort=closing-soon`
// lists only the open items whose deadline is within CLOSING_SOON_DAYS, soonest first.
import { PUBLIC_LIST_SORTS } from "@btw/contracts";

export const LIST_SORTS = PUBLIC_LIST_SORTS.filter((sort) => sort !== "newest");
export type ListSort = (typeof LIST_SORTS)[number];

/** The API's `sort` parameter for the address's value (absent: the API's default, newest). */
export const sortParam = (value: string): ListSort | undefined =>
  (LIST_SORTS as readonly string[]).includes(value) ? (value as ListSort) : undefined;
