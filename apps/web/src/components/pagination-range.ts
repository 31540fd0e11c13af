type PageItem = number | "start-ellipsis" | "end-ellipsis";

/**
 * The page numbers to show: `boundary` pages at each end and `siblings` either side of the current
 * page, with an ellipsis for each gap (the blog list uses 1 and 1; spec section 9). A gap of one page
 * shows that page instead of an ellipsis, so the count of items stays constant.
 */
export function pageRange(page: number, totalPages: number, siblings = 1, boundary = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const totalShown = boundary * 2 + siblings * 2 + 3;
  if (total <= totalShown) return range(1, total);

  const startPages = range(1, boundary);
  const endPages = range(total - boundary + 1, total);
  const siblingsStart = Math.max(
    Math.min(current - siblings, total - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + siblings * 2 + 2),
    total - boundary - 1,
  );

  return [
    ...startPages,
    siblingsStart > boundary + 2 ? "start-ellipsis" : boundary + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < total - boundary - 1 ? "end-ellipsis" : total - boundary,
    ...endPages,
  ] as PageItem[];
}
