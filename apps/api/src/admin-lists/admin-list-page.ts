// One page of an admin list: the rows a `where` picks, in the order of the list's `sort`, with the
// count of the whole list.
import { type Page, paginate } from "../lib/paginate.ts";
import { orderByFor } from "./list-order.ts";

/** The two reads of a Prisma model that page a list. */
interface ListedModel<Where, Row> {
  findMany(args: {
    where: Where;
    orderBy: ReturnType<typeof orderByFor>;
    skip: number;
    take: number;
  }): Promise<Row[]>;
  count(args: { where: Where }): Promise<number>;
}

export function pageAdminList<Where, Row, Item>(
  model: ListedModel<Where, Row>,
  where: Where,
  query: { page: number; limit: number; sort: string },
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  return paginate(query, {
    rows: async (window) =>
      (await model.findMany({ where, orderBy: orderByFor(query.sort), ...window })).map(toItem),
    count: () => model.count({ where }),
  });
}
