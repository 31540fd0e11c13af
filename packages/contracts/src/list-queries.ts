// The query contracts of sortable, searchable lists: each list's sort allow-list (the API refuses any
// other key with 400), search text and a selection of ids. Admin lists and a few public-facing
// contracts (donations, accounts, mail log) read these; the console's own tools live in admin-lists.ts.
import { z } from "zod";
import { optionalText, pageQuery, type sortSchema } from "./common.ts";
import { MAX_PAGE_LIMIT } from "./constants.ts";
import { idSchema } from "./input-rules.ts";

/** Sortable columns per admin list; the first is the default, newest first. */
export const ADMIN_LIST_SORTS = {
  feedbacks: ["createdAt", "phone"],
  contactMessages: ["createdAt", "email"],
  resumes: ["createdAt", "fullName", "areaOfInterest"],
  subscribers: ["createdAt", "email", "status"],
  blogs: ["createdAt", "title", "publishAt", "status"],
  resources: ["createdAt", "title", "category"],
  testimonials: ["createdAt", "full_Name"],
  teams: ["sortOrder", "name", "createdAt"],
  donations: ["createdAt", "amount", "status", "fname"],
  users: ["createdAt", "fullName", "email", "role"],
  emailMessages: ["createdAt", "to", "status"],
  trash: ["deletedAt", "title", "list"],
} as const satisfies Record<string, readonly [string, ...string[]]>;
type AdminList = keyof typeof ADMIN_LIST_SORTS;

/**
 * The opportunity kinds' staff lists sort by the orders their API offers (sortSchema in common.ts),
 * named as the other admin lists name a sort (the key is a column, "-" descending): added (the newest
 * first is the default, first here), deadline (undated items last either way) and title (the kind's
 * title column, as the list names an item).
 */
export const OPPORTUNITY_ADMIN_SORTS = {
  "-createdAt": "newest",
  createdAt: "oldest",
  deadline: "deadline",
  "-deadline": "deadline-desc",
  title: "title",
  "-title": "title-desc",
} as const satisfies Record<string, z.infer<typeof sortSchema>>;
export type OpportunityAdminSort = keyof typeof OPPORTUNITY_ADMIN_SORTS;

/** "title" sorts A to Z, "-title" Z to A. */
type SortParam<L extends AdminList> =
  | (typeof ADMIN_LIST_SORTS)[L][number]
  | `-${(typeof ADMIN_LIST_SORTS)[L][number]}`;

/** The `sort` query parameter of one list: only its allow-listed columns, either direction. */
export function sortParam<L extends AdminList>(list: L) {
  const keys = ADMIN_LIST_SORTS[list] as readonly string[];
  const allowed = keys.flatMap((key) => [key, `-${key}`]);
  // The default: the first column, newest (or highest) first; the team reads in its own order.
  const fallback = list === "teams" ? keys[0] : `-${keys[0]}`;
  return z
    .enum(allowed as [string, ...string[]], {
      error: `sort must be one of: ${allowed.join(", ")}`,
    })
    .default(fallback as string) as unknown as z.ZodDefault<z.ZodType<SortParam<L>, SortParam<L>>>;
}

/** Search text: up to 100 characters, no control characters (refused with 400). */
export const searchText = optionalText(100);

/** Page, search and sort of one admin list. */
export const adminListQuery = <L extends AdminList>(list: L, defaultLimit = 20) =>
  pageQuery(defaultLimit).extend({ q: searchText, sort: sortParam(list) });

/** Selected rows in a query string (an export of the selection): "3,5,8", at most 100. */
export const selectedIdsQuery = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
    z
      .array(idSchema, { error: "ids must be a list of ids" })
      .max(MAX_PAGE_LIMIT, { message: `Select at most ${MAX_PAGE_LIMIT} rows` }),
  )
  .optional();
