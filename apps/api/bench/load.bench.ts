// pnpm bench:load
//
// A busy day in 20 seconds: 50 connections at once over the public lists, detail pages and the
// forms visitors send, against the real app in a process of its own. Reports every answer by status,
// errors (5xx, resets, timeouts: must be 0) and latency percentiles for each kind of traffic.
//
// Uses DATABASE_URL, or the embedded database in DATA_DIR that `pnpm start` made and seeded (stop
// `pnpm start` first: one embedded server per data folder). Forms come from many addresses, as they
// do behind carrier-grade NAT and proxies: the app trusts one proxy here and each request names
// its own client address, so per-address limits see many visitors, not one.
import { cpus, loadavg } from "node:os";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import autocannon from "autocannon";
import { markdownTable, start } from "./support.ts";

const SECONDS = Number(process.env.LOAD_SECONDS || 20);

interface Mix {
  name: string;
  connections: number;
  requests: Array<{ method?: "GET" | "POST"; path: string; body?: string }>;
}

let visitor = 0;
/** A new client address for each request (10.x.y.z; only named in a header, never contacted). */
const nextAddress = () => {
  visitor = (visitor + 1) % 16_000_000;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function idsOf(base: string, path: string, key: string): Promise<number[]> {
  const res = await fetch(`${base}${path}?page=1&limit=20`);
  if (!res.ok) return [];
  const body = (await res.json()) as Record<string, unknown>;
  const rows = (Array.isArray(body[key]) ? body[key] : body.data) as Array<{ id: number }> | undefined;
  return (rows ?? []).map((row) => row.id);
}

async function run(base: string, mix: Mix) {
  const result = await autocannon({
    url: base,
    connections: mix.connections,
    duration: SECONDS,
    timeout: 10,
    headers: { "content-type": "application/json" },
    requests: mix.requests.map((request) => ({
      method: request.method ?? "GET",
      path: `${API_PREFIX}${request.path}`,
      body: request.body,
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        headers: { ...(req.headers as object), "x-forwarded-for": nextAddress() },
      }),
    })),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {});
  const byStatus = statuses.map(([status, stat]) => `${status}: ${stat.count}`).join(", ");
  const serverErrors = statuses
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  return {
    traffic: mix.name,
    connections: String(mix.connections),
    requests: String(result.requests.total),
    "req/s": String(Math.round(result.requests.average)),
    "p50 ms": String(result.latency.p50),
    "p90 ms": String(result.latency.p90),
    "p99 ms": String(result.latency.p99),
    "max ms": String(result.latency.max),
    "by status": byStatus,
    errors: String(serverErrors + result.errors + result.timeouts),
  };
}

async function main() {
  const app = await start("./app-server.ts", undefined, ["--trust-proxy"]);
  const base = `http://127.0.0.1:${app.port}`;
  const api = `${base}${API_PREFIX}`;
  const scholarshipIds = await idsOf(api, apiPaths.paginateScholarships, "scholarships");
  const jobIds = await idsOf(api, apiPaths.paginateJobs, "jobs");
  if (scholarshipIds.length === 0 || jobIds.length === 0) {
    console.error(
      "No public scholarships or jobs: seed the database first (`pnpm start` once, or `pnpm db:seed`).",
    );
    app.child.disconnect();
    process.exit(2);
  }
  const lists: Mix = {
    name: "lists",
    connections: 30,
    requests: [
      { path: `${apiPaths.paginateScholarships}?page=1` },
      { path: `${apiPaths.paginateScholarships}?page=2&fieldOfStudy=Public%20Health` },
      { path: `${apiPaths.paginateJobs}?page=1` },
      { path: `${apiPaths.paginateInternships}?page=1` },
      { path: `${apiPaths.paginateTraining}?page=1` },
      { path: `${apiPaths.paginateScholarships}?page=1&q=health` },
      { path: apiPaths.testimonials },
      { path: apiPaths.blogs },
    ],
  };
  const details: Mix = {
    name: "details",
    connections: 15,
    requests: [
      ...scholarshipIds.slice(0, 10).map((id) => ({ path: `${apiPaths.scholarships}/${id}` })),
      ...jobIds.slice(0, 10).map((id) => ({ path: `${apiPaths.jobs}/${id}` })),
    ],
  };
  const forms: Mix = {
    name: "forms",
    connections: 5,
    requests: [
      {
        method: "POST",
        path: apiPaths.contactMessages,
        body: JSON.stringify({ email: "visitor@example.org", message: "When does the next intake open?" }),
      },
      {
        method: "POST",
        path: apiPaths.feedbacks,
        body: JSON.stringify({ phone: "+251 911 234 567", message: "The jobs list helped me a lot." }),
      },
      {
        method: "POST",
        path: apiPaths.subscribers,
        body: JSON.stringify({ email: "reader@example.org", source: "footer" }),
      },
    ],
  };

  console.info(
    `node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.info(
    `${lists.connections + details.connections + forms.connections} connections for ${SECONDS} s\n`,
  );
  const rows = await Promise.all([run(base, lists), run(base, details), run(base, forms)]);
  console.info(markdownTable(rows));
  const errors = rows.reduce((sum, row) => sum + Number(row.errors), 0);
  console.info(`\nerrors (5xx, resets, timeouts): ${errors}${errors === 0 ? "" : "  <- must be 0"}`);
  app.child.disconnect();
  if (errors > 0) process.exitCode = 1;
}

await main();
