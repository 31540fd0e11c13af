// pnpm bench:abuse
//
// What one abusive client costs everyone else. A control visitor reads a job's page through the API
// (`GET /jobs/{id}`, two connections, every request through Express and PostgreSQL) for ABUSE_SECONDS
// (default 10) alone, then as long again beside one client that sends nothing but hostile bodies as
// fast as it can: JSON nested 20,000 levels deep (40 KB) to `POST /users/login` over four connections.
// Prints the control request's p50, p95 and p99 in both runs, and how the abusive requests were answered.
//
// Uses DATABASE_URL, or the embedded database in DATA_DIR that `pnpm start` made and seeded (stop
// `pnpm start` first). The app trusts one proxy here, so the two clients name different addresses.
import { cpus, loadavg } from "node:os";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { markdownTable, start } from "./support.ts";

const SECONDS = Number(process.env.ABUSE_SECONDS || 10);
const DEPTH = 20_000;

/** Sends `request` over `connections` loops until `until`; the latency (ms) and status of each. */
async function loop(connections: number, until: number, request: () => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  const one = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      let status: number | string;
      try {
        const res = await request();
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        status = (error as Error).name;
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, one));
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

const byStatus = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, count]) => `${status}: ${count}`).join(", ");

async function main() {
  const app = await start("./app-server.ts", undefined, ["--trust-proxy", "--no-answer-cache"]);
  const api = `http://127.0.0.1:${app.port}${API_PREFIX}`;
  const list = (await (await fetch(`${api}${apiPaths.paginateJobs}?page=1&limit=1`)).json()) as {
    jobs?: Array<{ id: number }>;
  };
  const jobId = list.jobs?.[0]?.id ?? 1;
  const control = () =>
    fetch(`${api}${apiPaths.jobs}/${jobId}`, { headers: { "x-forwarded-for": "10.0.0.1" } });
  const hostile = `{"email":"x@y.org","password":"x","x":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}`;
  const abuse = () =>
    fetch(`${api}${apiPaths.login}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.66.6.6" },
      body: hostile,
    });

  console.info(
    `node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; control GET ${apiPaths.jobs}/${jobId}, ${SECONDS} s a run\n`,
  );
  const alone = await loop(2, Date.now() + SECONDS * 1000, control);
  const until = Date.now() + SECONDS * 1000;
  const [beside, abuser] = await Promise.all([loop(2, until, control), loop(4, until, abuse)]);

  const row = (run: string, result: typeof alone) => ({
    run,
    requests: String(result.latencies.length),
    "p50 ms": percentile(result.latencies, 0.5).toFixed(1),
    "p95 ms": percentile(result.latencies, 0.95).toFixed(1),
    "p99 ms": percentile(result.latencies, 0.99).toFixed(1),
    "by status": byStatus(result.statuses),
  });
  console.info(
    markdownTable([
      row("control alone", alone),
      row("control beside one abusive client", beside),
      row(`abusive client (JSON ${DEPTH.toLocaleString("en")} deep)`, abuser),
    ]),
  );
  const failed = [...beside.statuses.keys()].some((status) => status !== 200);
  const unbounded = [...abuser.statuses.keys()].some((status) => status !== 400 && status !== 429);
  if (failed) console.info("\nthe control request failed beside the abusive client  <- must not");
  if (unbounded) console.info("\nan abusive request was answered other than 400 or 429  <- must not");
  app.child.disconnect();
  if (failed || unbounded) process.exitCode = 1;
}

await main();
