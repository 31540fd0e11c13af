// The one way a list is paged: one page of rows and the count of the whole list, read together,
// answered with the paging fields every list carries (spec section 7: count and totalPages).
import { totalPages } from "@btw/contracts";

interface PageQuery {
  page: number;
  limit: number;
}

/** Which rows a page holds, as Prisma's findMany takes it. */
interface PageWindow {
  skip: number;
  take: number;
}

export interface Page<Row> {
  data: Row[];
  count: number;
  totalPages: number;
  page: number;
  limit: number;
}

const pageWindow = (query: PageQuery): PageWindow => ({
  skip: (query.page - 1) * query.limit,
  take: query.limit,
});

/** Reads a page of `rows` and the `count` of the same list at once. */
export async function paginate<Row>(
  query: PageQuery,
  source: { rows: (window: PageWindow) => Promise<Row[]>; count: () => Promise<number> },
): Promise<Page<Row>> {
  const [data, count] = await Promise.all([source.rows(pageWindow(query)), source.count()]);
  return { data, count, totalPages: totalPages(count, query.limit), page: query.page, limit: query.limit };
}
