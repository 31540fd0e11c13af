// pnpm db:seed [--scale N]: demo content (idempotent), plus N extra rows of each listed kind for benchmarks.

import { ensureAdmin, seedScale } from "@btw/db/seed";
import { openDatabase } from "../database.ts";
import { loadEnv } from "../env.ts";
import { firstAdminNotice } from "../first-admin-notice.ts";
import { createLogger } from "../lib/logger.ts";
import { createFileStorage } from "../storage/file-storage.ts";
import { seedDemoContentWithFiles } from "../storage/seed-uploads.ts";

const args = process.argv.slice(2);
const scaleAt = args.indexOf("--scale");
const scale = scaleAt >= 0 ? Number.parseInt(args[scaleAt + 1] ?? "", 10) : 0;
if (scaleAt >= 0 && !(scale > 0)) {
  console.error("usage: pnpm db:seed [--scale N]  (N a positive number)");
  process.exit(2);
}
const env = loadEnv();
const logger = createLogger(env);
const database = await openDatabase(env, logger);
const storage = createFileStorage(env);
try {
  const admin = await ensureAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const notice = firstAdminNotice(admin, env, process.stdout.isTTY === true);
  if (notice.terminal) console.info(notice.terminal);
  if (notice.log) logger.warn(notice.log);
  const demo = await seedDemoContentWithFiles(database.db, env, storage);
  console.info(`demo content: ${demo.created} rows created`);
  if (scale > 0) {
    const result = await seedScale(database.url, scale);
    console.info(
      `scale: ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.rows / (result.ms / 1000))} rows/s)`,
    );
  }
} finally {
  storage.close?.();
  await database.close();
}
