import type { Database } from "@btw/db";

/**
 * The same database client, counting every query made through it (model calls and raw SQL), so a
 * test can show a page costs a fixed number of queries whatever its size.
 */
export function countingDatabase(db: Database): { db: Database; queries: () => number; reset: () => void } {
  let queries = 0;
  const counting = db.$extends({
    query: {
      async $allOperations({ args, query }) {
        queries += 1;
        return query(args);
      },
    },
  });
  return {
    db: counting as unknown as Database,
    queries: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}
