import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject, onTestFinished } from "vitest";
import { createDatabase, type Database } from "../src/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    /** A server every test may create databases on: DATABASE_URL's, or one embedded for this run. */
    testServerUrl: string;
    /** A database on that server with every migration applied, copied for each test. */
    templateDatabase: string;
  }
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("testServerUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated database of its own for the running test, dropped when the test ends. */
export async function freshDatabase(): Promise<{ url: string; db: Database }> {
  const name = `btw_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${inject("templateDatabase")}"`);
  const url = new URL(inject("testServerUrl"));
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), { max: 4 });
  onTestFinished(async () => {
    await db.$disconnect();
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return { url: url.toString(), db };
}
