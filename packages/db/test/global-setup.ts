import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type EmbeddedServer, startEmbeddedPostgres } from "../src/embedded-postgres.ts";
import { createTestDatabase, type TestDatabase } from "../src/test-database.ts";

// The keys provided here are declared in test-server.ts, next to the helper that reads them.

let embedded: { server: EmbeddedServer; dataDir: string } | undefined;
let template: TestDatabase | undefined;

/**
 * One server for the run (DATABASE_URL's, or an embedded one: initdb takes seconds) and one migrated
 * template on it; each test copies the template, which is much faster than migrating again.
 */
export async function setup(project: TestProject) {
  let serverUrl = project.config.provide.databaseServerUrl;
  if (!serverUrl) {
    const dataDir = join(tmpdir(), `btw-db-tests-${process.pid}`);
    const server = await startEmbeddedPostgres({ dataDir, durable: false });
    embedded = { server, dataDir };
    serverUrl = server.url();
  }
  template = await createTestDatabase(serverUrl);
  const templateName = new URL(template.url).pathname.slice(1);
  // PostgreSQL copies a template only while nobody is connected to it: close the migrator's
  // lingering connections and keep new ones out.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${templateName}" WITH ALLOW_CONNECTIONS false`);
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
    templateName,
  ]);
  await admin.end();
  project.provide("testServerUrl", serverUrl);
  project.provide("templateDatabase", templateName);
}

export async function teardown() {
  await template?.drop();
  if (!embedded) return;
  await embedded.server.stop();
  await rm(embedded.dataDir, { recursive: true, force: true });
}
