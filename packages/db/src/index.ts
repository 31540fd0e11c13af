export { createDatabase, type Database } from "./client.ts";
export { type EmbeddedServer, startEmbeddedPostgres } from "./embedded-postgres.ts";
export * from "./generated/prisma/client.ts";
export { applyMigrations, createMigration } from "./migrate.ts";
export { repoRoot } from "./paths.ts";
