// The lists' order lives in the address like their filters: none is "newest first",
// `?sort=closing-soon` lists the open items whose deadline is within CLOSING_SOON_DAYS, soonest first.
export const LIST_SORTS = ["closing-soon"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The API's `sort` parameter for the address's value (absent: the API's default, newest). */
export const sortParam = (value: string): ListSort | undefined =>
  (LIST_SORTS as readonly string[]).includes(value) ? (value as ListSort) : undefined;
