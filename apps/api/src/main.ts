import { EnvError, loadEnv } from "./env.ts";
import { firstAdminNotice } from "./first-admin-notice.ts";
import { createLogger } from "./lib/logger.ts";
import { startServer } from "./server.ts";

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const started = Date.now();
  const running = await startServer(env, logger);
  logger.info({ url: running.url, ms: Date.now() - started }, `Born To Win is running on ${running.url}`);
  const admin = firstAdminNotice(running.admin, env, process.stdout.isTTY === true);
  if (admin.log) logger.warn(admin.log);
  if (env.NODE_ENV !== "production") {
    const lines = [
      `\n  Born To Win is running on ${running.url}`,
      `  API reference: ${running.url}/born-to-win-api/docs`,
    ];
    if (admin.terminal) lines.push(`  ${admin.terminal}`);
    console.info(`${lines.join("\n")}\n`);
  }

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
