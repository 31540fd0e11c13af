/**
 * How many listings one page of the site's four opportunity lists shows, and so asks the API for
 * (`limit`): enough to scroll through with a thumb. Twelve fill two, three or four columns evenly.
 * The API's own defaults (contracts' PAGE_SIZES, the spec's 6, 3, 4 and 2) stay what a call without
 * `limit` gets (docs/spec-differences.md).
 */
export const LIST_PAGE_SIZE = 12;
