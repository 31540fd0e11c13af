import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export type Database = PrismaClient;

/**
 * Time an interactive transaction may wait for a connection and then run. Prisma's defaults (2 s and
 * 5 s) fail healthy transactions on a busy small server: one that waits on another's row locks (two
 * admins removing each other) counts the wait as its own running time.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** A Prisma client on the given PostgreSQL server, through the pg driver adapter (no Rust engine). */
export function createDatabase(databaseUrl: string, options: { max?: number } = {}): Database {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
}
