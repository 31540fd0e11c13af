import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export type Database = PrismaClient;

/**
 * Time an interactive transaction may wait for a connection and then run. Prisma's defaults (2 s and
 * 5 s) fail healthy transactions on a busy small server: one that waits on another's row locks (two
 * admins removing each other) counts the wait as its own running time.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** The adapter, which also remembers the pg pool it opened (a new one after each reconnect). */
class PoolKeepingAdapter extends PrismaPg {
  pool: pg.Pool | undefined;
  override async connect() {
    const adapter = await super.connect();
    this.pool = adapter.underlyingDriver();
    return adapter;
  }
}

const adapters = new WeakMap<Database, PoolKeepingAdapter>();

/** A Prisma client on the given PostgreSQL server, through the pg driver adapter (no Rust engine). */
export function createDatabase(databaseUrl: string, options: { max?: number } = {}): Database {
  const adapter = new PoolKeepingAdapter({ connectionString: databaseUrl, max: options.max ?? 10 });
  const db = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
  adapters.set(db, adapter);
  return db;
}

// As Prisma reads a timestamp without time zone: the wall-clock time in UTC.
const TIMESTAMP = 1114;
const readTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}+00:00`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP && format !== "binary"
      ? readTimestamp
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * A value as Prisma sends it: a Date as its UTC time (pg would send the process's local time, which
 * a timestamp without time zone would keep as if it were UTC).
 */
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const names = new Map<string, string>();
/** The statement's name: the same text, the same name, on every connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `btw_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * One statement on `db`'s own connections straight through pg, without Prisma's per-query work
 * (about 0.3 ms of CPU here). With `prepare`, as a named prepared statement: each connection parses
 * it once and PostgreSQL may keep a generic plan (chosen when it costs no more than planning with
 * the values); Prisma's raw queries are unnamed, so planned on every call. Use `prepare` for a hot
 * statement whose text takes few shapes and whose plan does not hinge on its values.
 * Rows come as Prisma's raw queries give them for text, numbers, booleans, arrays, json and
 * timestamps (without time zone: UTC).
 */
export async function queryRows<Row>(
  db: Database,
  statement: { text: string; values: unknown[] },
  { prepare = false }: { prepare?: boolean } = {},
): Promise<Row[]> {
  const adapter = adapters.get(db);
  if (!adapter) throw new Error("queryRows needs a database made by createDatabase");
  // Prisma opens its pool on the first query and a new one after $disconnect.
  if (!adapter.pool || adapter.pool.ending) await db.$connect();
  const pool = adapter.pool;
  if (!pool) throw new Error("the database has no connection pool");
  const query = { text: statement.text, values: statement.values.map(asParameter), types };
  if (!prepare) return (await pool.query<Row & pg.QueryResultRow>(query)).rows;
  const client = await pool.connect();
  try {
    const result = await client.query<Row & pg.QueryResultRow>({
      ...query,
      name: statementName(statement.text),
    });
    client.release();
    return result.rows;
  } catch (error) {
    // The connection is dropped on an error, as pool.query does, and its prepared statements with
    // it. When a table's columns changed under a statement it had prepared ("cached plan must not
    // change result type"), the statement runs once more, unprepared.
    client.release(error as Error);
    if ((error as { code?: string }).code !== "0A000") throw error;
    return (await pool.query<Row & pg.QueryResultRow>(query)).rows;
  }
}
