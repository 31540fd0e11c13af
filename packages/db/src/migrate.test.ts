import pg from "pg";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { diffDatabaseToSchema, diffMigrationsToSchema } from "./migrate.ts";
import { createTestDatabase } from "./test-database.ts";

/** An empty database with every migration applied by applyMigrations, as the app does at start. */
async function migratedDatabase() {
  const database = await createTestDatabase(inject("testServerUrl"));
  onTestFinished(() => database.drop());
  return database.url;
}

describe("migrations", () => {
  it("applied to an empty database give exactly schema.prisma", async () => {
    const url = await migratedDatabase();
    expect(await diffDatabaseToSchema(url)).toBe("");
  });

  it("replayed on the shadow database agree with schema.prisma (pnpm db:migration has nothing to write)", async () => {
    expect(await diffMigrationsToSchema(await migratedDatabase())).toBe("");
  });

  it("diff reports a database that has drifted from schema.prisma", async () => {
    const url = await migratedDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('ALTER TABLE scholarships ADD COLUMN "notInSchema" TEXT');
    await client.query('DROP INDEX "jobs_status_openUntil_id_idx"');
    await client.end();

    const diff = await diffDatabaseToSchema(url);
    expect(diff).toContain('DROP COLUMN "notInSchema"');
    expect(diff).toMatch(/CREATE INDEX "jobs_status_openUntil_id_idx"/);
  });
});
