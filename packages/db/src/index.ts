export { createDatabase, type Database } from "./client.ts";
export { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres.ts";
export { applyMigrations, createMigration, diffDatabaseToSchema } from "./migrate.ts";
export { repoRoot } from "./paths.ts";
export * from "./generated/prisma/client.ts";
