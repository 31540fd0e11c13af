// pnpm db:migration <name>: writes a new migration from the change to prisma/schema.prisma.
import { createMigration } from "@btw/db";
import { openDatabase } from "../database.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../lib/logger.ts";

const name = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!name) {
  console.error("usage: pnpm db:migration <name>");
  process.exit(2);
}
const env = loadEnv();
const logger = createLogger(env);
const database = await openDatabase(env, logger);
try {
  const folder = await createMigration(database.url, name);
  console.info(folder ? `created ${folder}` : "schema.prisma and the migrations agree: nothing to do");
} finally {
  await database.close();
}
