// pnpm db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database.

import { openDatabase } from "../database.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../lib/logger.ts";

const env = loadEnv();
const logger = createLogger(env);
const database = await openDatabase(env, logger);
logger.info("database is up to date");
await database.close();
