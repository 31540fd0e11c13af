import { join, resolve } from "node:path";
import {
  applyMigrations,
  createDatabase,
  type Database,
  type EmbeddedServer,
  repoRoot,
  startEmbeddedPostgres,
} from "@btw/db";
import type { Logger } from "pino";
import type { Env } from "./env.ts";

interface DatabaseHandle {
  db: Database;
  url: string;
  embedded: boolean;
  /** The embedded server when there is no DATABASE_URL (stop/start it to rehearse an outage). */
  embeddedServer?: EmbeddedServer;
  close(): Promise<void>;
}

export function dataDir(env: Env): string {
  return resolve(repoRoot, env.DATA_DIR);
}

/**
 * The server named by DATABASE_URL, or (zero-setup default) an embedded PostgreSQL whose data
 * lives in DATA_DIR/postgres. Either way, pending migrations are applied before use.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  let url = env.DATABASE_URL;
  let server: EmbeddedServer | undefined;
  if (!url) {
    const started = Date.now();
    server = await startEmbeddedPostgres({
      dataDir: join(dataDir(env), "postgres"),
      log: (line) => logger.debug({ postgres: line }),
    });
    server.on("exit", (code, signal) =>
      logger.error({ code, signal }, "embedded PostgreSQL stopped; restarting it"),
    );
    server.on("restart", (attempts) => logger.info({ attempts }, "embedded PostgreSQL restarted"));
    server.on("restart-failed", (err) => logger.warn({ err }, "embedded PostgreSQL did not restart yet"));
    const admin = createDatabase(server.url("postgres"), { max: 1 });
    const exists = await admin.$queryRaw<unknown[]>`SELECT 1 FROM pg_database WHERE datname = 'borntowin'`;
    await admin.$disconnect();
    if (exists.length === 0) await server.createDatabase("borntowin");
    url = server.url("borntowin");
    logger.info({ ms: Date.now() - started }, "embedded PostgreSQL started on 127.0.0.1");
  }
  const applied = await applyMigrations(url);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  const db = createDatabase(url);
  return {
    db,
    url,
    embedded: Boolean(server),
    embeddedServer: server,
    async close() {
      await db.$disconnect();
      await server?.stop();
    },
  };
}
