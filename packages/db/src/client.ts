import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export type Database = PrismaClient;

/** A Prisma client on the given PostgreSQL server, through the pg driver adapter (no Rust engine). */
export function createDatabase(databaseUrl: string, options: { max?: number } = {}): Database {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}
