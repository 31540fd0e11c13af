import { join, resolve } from "node:path";
import { applyMigrations, createDatabase, type Database, repoRoot, startEmbeddedPostgres } from "@btw/db";
import type { Logger } from "pino";
import type { Env } from "./env.ts";

export interface DatabaseHandle {
  db: Database;
  url: string;
  embedded: boolean;
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
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const started = Date.now();
    const server = await startEmbeddedPostgres({
      dataDir: join(dataDir(env), "postgres"),
      log: (line) => logger.debug({ postgres: line }),
    });
    const admin = createDatabase(server.url("postgres"), { max: 1 });
    const exists = await admin.$queryRaw<unknown[]>`SELECT 1 FROM pg_database WHERE datname = 'borntowin'`;
    await admin.$disconnect();
    if (exists.length === 0) await server.createDatabase("borntowin");
    url = server.url("borntowin");
    stopEmbedded = () => server.stop();
    logger.info({ ms: Date.now() - started }, "embedded PostgreSQL started on 127.0.0.1");
  }
  const applied = await applyMigrations(url);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  const db = createDatabase(url);
  return {
    db,
    url,
    embedded: Boolean(stopEmbedded),
    async close() {
      await db.$disconnect();
      await stopEmbedded?.();
    },
  };
}
