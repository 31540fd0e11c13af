// pnpm rehearse: the scale-out path on one machine, loopback only, everything stopped at the end.
// Debian's nginx (installed with apt-get if missing) with deploy/nginx/ in front of two app
// processes on one fresh PostgreSQL database (the server on 127.0.0.1:5432), Redis on
// 127.0.0.1:6379 for the shared limits and an S3-compatible server (s3rver) for uploads; 100k
// rows of each kind seeded; 20 s of mixed traffic through nginx (lists, searches, details and
// sign-ups from many client addresses, X-Forwarded-For); nginx serving a static file of a list
// answer's size in the same run as the ceiling, a cached list beside it; then a listing approved
// through one app process is looked for through the proxy until it shows (within 2 s).
// REHEARSE_ROWS sets the rows of each kind (100000); POSTGRES_URL the server (its `postgres` db).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { startS3Server } from "../test/s3-server.ts";

const PROXY_PORT = 4450;
const APP_PORTS = [4451, 4452];
const STATIC_PORT = 4453;
const ROWS = Number(process.env.REHEARSE_ROWS ?? 100_000);
const SERVER = process.env.POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432";
const DATABASE = "btw_rehearsal";
const DATABASE_URL = `${SERVER}/${DATABASE}`;
const TRAFFIC_SECONDS = 20;
const ADMIN = { email: "admin@rehearsal.local", password: randomBytes(12).toString("hex") };
const apiDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = join(apiDir, "..", "..");
const proxy = `http://127.0.0.1:${PROXY_PORT}`;

const step = (text: string) => console.info(`\n> ${text}`);

function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (found) return found;
  step("installing Debian's nginx (apt-get)");
  const apt = (...args: string[]) => execFileSync("apt-get", args, { stdio: "inherit" });
  try {
    apt("install", "-y", "--no-install-recommends", "nginx");
  } catch {
    apt("update");
    apt("install", "-y", "--no-install-recommends", "nginx");
  }
  return "/usr/sbin/nginx";
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs an apps/api CLI with tsx, as `pnpm db:*` does. */
function cli(script: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The nginx configuration: deploy/nginx/ as shipped, its port and cache folder moved here. */
function nginxConfig(dir: string, listBytes: Buffer): string {
  const cache = readFileSync(join(repoDir, "deploy/nginx/cache.conf"), "utf8").replace(
    "/var/cache/nginx/btw",
    join(dir, "cache"),
  );
  const site = readFileSync(join(repoDir, "deploy/nginx/site.conf"), "utf8")
    .replace("listen 8080;", `listen 127.0.0.1:${PROXY_PORT};`)
    .replace("listen [::]:8080;", "");
  writeFileSync(join(dir, "cache.conf"), cache);
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(join(dir, "list.json"), listBytes);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join("\n  ");
  return `worker_processes 2;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  upstream btw_app {
    ${APP_PORTS.map((port) => `server 127.0.0.1:${port};`).join(" ")}
    keepalive 64;
  }
  include ${join(dir, "cache.conf")};
  include ${join(dir, "site.conf")};
  server {
    listen 127.0.0.1:${STATIC_PORT};
    location = /list.json { root ${dir}; default_type application/json; }
  }
}
`;
}

interface Run {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** What the errors were: an answer's status or a socket's error code, and how many. */
  kinds: Record<string, number>;
}

/** Rewrites each request autocannon sends. */
type Setup = (request: Record<string, unknown>) => Record<string, unknown>;

const errorKinds = (run: Run) => {
  const kinds = Object.entries(run.kinds).map(([kind, n]) => `${kind} x${n}`);
  return kinds.length > 0 ? ` (${kinds.join(", ")})` : "";
};

async function load(name: string, url: string, seconds: number, setup?: Setup) {
  const kinds: Record<string, number> = {};
  const options = {
    url,
    connections: 20,
    duration: seconds,
    ...(setup ? { requests: [{ setupRequest: setup }] } : {}),
  };
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished))).on(
      "reqError",
      (error) => {
        const kind = error.code ?? error.message;
        kinds[kind] = (kinds[kind] ?? 0) + 1;
      },
    );
  });
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith("2")) kinds[status] = count;
  }
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    kinds,
  } satisfies Run;
}

async function main() {
  const nginx = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), "btw-rehearsal-"));
  // nginx's workers run as an unprivileged user: they read and write under this folder.
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let nginxStarted = false;
  try {
    step(`a fresh database ${DATABASE}, migrated, ${ROWS} rows of each kind`);
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${DATABASE}`);
    const started = Date.now();
    cli("src/cli/seed.ts", ["--scale", String(ROWS)], {
      DATABASE_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    });
    console.info(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    step("s3rver for uploads, two app processes (Redis for limits), nginx in front");
    s3 = await startS3Server();
    const appEnv = {
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      DATABASE_URL,
      REDIS_URL: "redis://127.0.0.1:6379",
      STORAGE_URL: s3.url,
      // nginx, and the traffic's own X-Forwarded-For as a proxy in front of it: many client addresses.
      TRUST_PROXY: "2",
      JWT_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: proxy,
      LOG_LEVEL: "warn",
      MAIL_DIR: join(dir, "mail"),
    };
    for (const port of APP_PORTS) {
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: apiDir,
        env: { ...process.env, ...appEnv, PORT: String(port) },
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
    }
    for (const port of APP_PORTS) await waitFor(`http://127.0.0.1:${port}${API_PREFIX}${apiPaths.ready}`);
    const listPath = `${API_PREFIX}${apiPaths.paginateScholarships}`;
    const listBytes = Buffer.from(
      await (await fetch(`http://127.0.0.1:${APP_PORTS[0]}${listPath}`)).arrayBuffer(),
    );
    writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, listBytes));
    execFileSync(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
      stdio: "inherit",
    });
    nginxStarted = true;
    await waitFor(`${proxy}${API_PREFIX}${apiPaths.ready}`);

    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    // Details of the listings the public may see (a pending one of the demo content answers 404, as it should).
    const ids = (
      await client.query(`SELECT id FROM scholarships WHERE status = 'approved' AND "hiddenAt" IS NULL`)
    ).rows.map((row: { id: number }) => row.id);
    await client.end();

    step(`${TRAFFIC_SECONDS} s of mixed traffic through nginx`);
    let n = 0;
    const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
    const words = [
      "scholarship",
      "fellow",
      "grant",
      "nurse",
      "data",
      "addis",
      "ትምህርት",
      "barnoota",
      "horn",
      "unity",
    ];
    const lists = [
      apiPaths.paginateScholarships,
      apiPaths.paginateInternships,
      apiPaths.paginateTraining,
      apiPaths.paginateJobs,
    ];
    const mixed: Run[] = [];
    const traffic = await load("mixed: lists, searches, details, sign-ups", proxy, TRAFFIC_SECONDS, (req) => {
      n += 1;
      const headers = { ...(req.headers as Record<string, string>), "x-forwarded-for": address() };
      const roll = Math.random();
      if (roll < 0.45) {
        const path = `${API_PREFIX}${pick(lists)}?page=${1 + Math.floor(Math.random() * 20)}`;
        return { ...req, method: "GET", path, headers };
      }
      if (roll < 0.65) {
        const q = encodeURIComponent(`${pick(words)} ${pick(words).slice(0, 3)}`);
        return { ...req, method: "GET", path: `${listPath}?q=${q}`, headers };
      }
      if (roll < 0.95) {
        const id = pick(ids);
        return { ...req, method: "GET", path: `${API_PREFIX}${apiPaths.scholarships}/${id}`, headers };
      }
      return {
        ...req,
        method: "POST",
        path: `${API_PREFIX}${apiPaths.subscribers}`,
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ email: `visitor${n}@rehearsal.example`, source: "home" }),
      };
    });
    mixed.push(traffic);

    step("the ceiling: nginx's static file of a list answer's size, and a cached list, 5 s each");
    mixed.push(
      await load(
        `nginx static file (${listBytes.length} bytes)`,
        `http://127.0.0.1:${STATIC_PORT}/list.json`,
        5,
      ),
    );
    mixed.push(await load("a cached list through nginx", `${proxy}${listPath}`, 5));

    step("a listing approved through one app process, looked for through the proxy");
    const token = `rehearsal${randomBytes(4).toString("hex")}`;
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const inserted = await db.query(
      `INSERT INTO scholarships (title, "scholarshipType", "modeOfStudy", "fieldsOfStudy", "eligibilityCountries", "URL", status, "updatedAt")
       VALUES ($1, 'Fully Funded', 'Online', ARRAY['Engineering'], ARRAY['Ethiopia'], 'https://example.org/r', 'pending', now()) RETURNING id`,
      [`${token} award`],
    );
    await db.end();
    const id = inserted.rows[0].id as number;
    const search = `${proxy}${listPath}?q=${token}`;
    const countThroughProxy = async () => ((await (await fetch(search)).json()) as { count: number }).count;
    const before = await countThroughProxy();
    const login = await fetch(`http://127.0.0.1:${APP_PORTS[0]}${API_PREFIX}${apiPaths.login}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token: jwt } = (await login.json()) as { token: string };
    const approvedAt = Date.now();
    const approve = await fetch(
      `http://127.0.0.1:${APP_PORTS[0]}${API_PREFIX}${apiPaths.approveScholarship}/${id}`,
      {
        method: "PUT",
        headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
        body: JSON.stringify({ status: "approved" }),
      },
    );
    if (!approve.ok) throw new Error(`approval answered ${approve.status}`);
    let shownAfter = Number.NaN;
    while (Date.now() - approvedAt < 10_000) {
      if ((await countThroughProxy()) === 1) {
        shownAfter = Date.now() - approvedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    step("results");
    for (const run of mixed) {
      console.info(
        `  ${run.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors of ${run.requests}${errorKinds(run)}`,
      );
    }
    if (mixed.some((run) => run.errors > 0)) {
      const logged = readFileSync(join(dir, "error.log"), "utf8").trim().split("\n").slice(-5);
      console.info(`  nginx's error log, last lines:\n    ${logged.join("\n    ")}`);
    }
    const ceiling = mixed[1]!.rps;
    console.info(
      `mixed traffic: ${traffic.rps} req/s, p50 ${traffic.p50} ms, p99 ${traffic.p99} ms, ${traffic.errors} errors of ${traffic.requests} (must be 0): ${traffic.errors === 0 ? "met" : "NOT met"}`,
    );
    console.info(
      `cached list through nginx: ${(mixed[2]!.rps / ceiling).toFixed(2)}x nginx's static file (target >= 0.5x)`,
    );
    console.info(
      `approved through app process 1 (${APP_PORTS[0]}): not listed before (count ${before}), shown through the proxy after ${shownAfter} ms (target <= 2000): ${shownAfter <= 2000 ? "met" : "NOT met"}`,
    );
    if (traffic.errors > 0 || !(shownAfter <= 2000)) process.exitCode = 1;
  } finally {
    step("stopping everything this started");
    if (nginxStarted) {
      try {
        execFileSync(nginx, [
          "-p",
          dir,
          "-c",
          join(dir, "nginx.conf"),
          "-e",
          join(dir, "error.log"),
          "-s",
          "quit",
        ]);
      } catch {}
    }
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    await s3?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
