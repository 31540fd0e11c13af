import { createTestDatabase, type TestDatabase } from "@btw/db/testing";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    databaseUrl: string;
    redisTestUrl: string;
  }
}

let database: TestDatabase | undefined;

/** One migrated database for the whole run; every test makes the rows it needs with factories. */
export async function setup(project: TestProject) {
  database = await createTestDatabase(project.config.provide.databaseServerUrl || undefined);
  project.provide("databaseUrl", database.url);
}

export async function teardown() {
  await database?.drop();
}
