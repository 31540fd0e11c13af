// Each test run gets a database of its own: on the server named by DATABASE_URL when there is one,
// otherwise on an embedded PostgreSQL in a temporary folder. Dropped when the run ends.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { withDatabaseName } from "./database-url.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { applyMigrations } from "./migrate.ts";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, name: string): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Creates an empty database (migrated unless `migrate: false`). */
export async function createTestDatabase(
  serverUrl: string | undefined,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = `btw_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  let database: TestDatabase;
  if (serverUrl) {
    database = await onServer(serverUrl, name);
  } else {
    const dataDir = join(tmpdir(), name);
    const server = await startEmbeddedPostgres({ dataDir, durable: false });
    await server.createDatabase(name);
    database = {
      url: server.url(name),
      async drop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (options.migrate !== false) await applyMigrations(database.url);
  return database;
}
