// pnpm --filter @btw/api bench
//
// Latency and throughput of paginate-scholarship at scale: page 1, a middle page and the last
// page, with and without a field-of-study filter, 10 connections for 5 s each (autocannon), next to
// a bare node:http server answering the same bytes, all in one run. The real app and the bare
// server each run in a process of their own, so autocannon never shares their event loop.
// Then searches (`q`), each request a search not sent before: a word and a number (a handful of
// matches), a partial word in a fifth of the titles, and a word every row's description holds.
//
// Needs DATABASE_URL on a database seeded at scale: `pnpm db:seed --scale 100000`.
// `pnpm --filter @btw/api bench -- --uncached` measures without the page-index cache and the search
// memory (every search sampled and counted anew, search-memory.ts), and
// `-- --no-answer-cache` without the one-second memory of list answers (public-answer-cache.ts),
// `-- --search-only` runs the searches alone (with the bare server and the health floor), and
// `-- --pages` adds site pages drawn on the server (needs `pnpm build`): a list page and the about
// page, each request a new address (as many connections as a process draws at once, then a flood of
// 10), and a list page asked again within the second (kept whole, public-answer-cache.ts).
// Each row says the CPU time a request cost the app's process and PostgreSQL's (when it runs on this
// machine, read from /proc: Linux only).
import { cpus, loadavg } from "node:os";
import { API_PREFIX, apiPaths, FIELDS_OF_STUDY, PAGE_SIZES } from "@btw/contracts";
import { createDatabase } from "@btw/db";
import autocannon from "autocannon";
import { loadEnv } from "../src/env.ts";
import { DRAWINGS_AT_ONCE } from "../src/site/renderer.ts";
import { cpuDuring, markdownTable, start } from "./support.ts";

const CONNECTIONS = 10;
const SECONDS = 5;
const WARMUP_SECONDS = 1;

interface Row {
  scenario: string;
  matched: number;
  /** A search whose count stopped at its cap ("1,000+") or is a floor. */
  atLeast?: boolean;
  page: number | string;
  p50: number;
  p99: number;
  rps: number;
  failures: number;
  /** CPU ms a request cost the app's process and PostgreSQL (NaN: not measured). */
  appMs: number;
  dbMs: number;
}

/** `appPid`: the app's process, whose CPU time (and PostgreSQL's) the measurement reads. */
async function measure(
  url: string,
  seconds = SECONDS,
  nextQuery?: () => string,
  appPid?: number,
  connections = CONNECTIONS,
) {
  const path = new URL(url).pathname;
  const { result, appMs, dbMs } = await cpuDuring(appPid, () =>
    autocannon({
      url,
      connections,
      duration: seconds,
      // A new query string for every request (searches never seen before).
      ...(nextQuery
        ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${path}?${nextQuery()}` }) }] }
        : {}),
    }),
  );
  const requests = Math.max(1, result.requests.total);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
    appMs: appMs / requests,
    dbMs: appPid === undefined ? Number.NaN : dbMs / requests,
  };
}

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error("Set DATABASE_URL to a database seeded with `pnpm db:seed --scale 100000`.");
    process.exit(2);
  }
  const db = createDatabase(env.DATABASE_URL, { max: 1 });
  const [counted] = await db.$queryRaw<
    Array<{ total: number }>
  >`SELECT count(*)::int AS total FROM scholarships`;
  const total = counted?.total ?? 0;
  await db.$disconnect();

  const uncached = process.argv.includes("--uncached");
  const noAnswerCache = process.argv.includes("--no-answer-cache");
  const searchOnly = process.argv.includes("--search-only");
  const withPages = process.argv.includes("--pages");
  const app = await start("./app-server.ts", undefined, [
    ...(uncached ? ["--uncached"] : []),
    ...(noAnswerCache ? ["--no-answer-cache"] : []),
    ...(withPages ? ["--site"] : []),
  ]);
  /** A measurement of the app (the bare server's go through `measure` itself). */
  const measureApp = (url: string, seconds = SECONDS, nextQuery?: () => string, connections = CONNECTIONS) =>
    measure(url, seconds, nextQuery, app.child.pid, connections);
  const base = `http://127.0.0.1:${app.port}${API_PREFIX}${apiPaths.paginateScholarships}`;
  const page = async (query: string) => {
    const res = await fetch(`${base}?${query}`);
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    const body = await res.text();
    return { body, meta: JSON.parse(body) as { count: number; totalPages: number; countCapped?: boolean } };
  };

  // The field of study with the most public rows: the filter's worst case.
  let field: string = FIELDS_OF_STUDY[0];
  let fieldMeta = (await page(`fieldOfStudy=${encodeURIComponent(field)}`)).meta;
  for (const candidate of FIELDS_OF_STUDY.slice(1)) {
    const meta = (await page(`fieldOfStudy=${encodeURIComponent(candidate)}`)).meta;
    if (meta.count > fieldMeta.count) [field, fieldMeta] = [candidate, meta];
  }
  const first = await page("page=1");
  const scenarios: Array<{ name: string; query: string; matched: number; page: number }> = [];
  for (const [label, filter, meta] of [
    ["all", "", first.meta],
    [`fieldOfStudy=${field}`, `&fieldOfStudy=${encodeURIComponent(field)}`, fieldMeta],
  ] as const) {
    const middle = Math.max(1, Math.ceil(meta.totalPages / 2));
    for (const [name, n] of [
      ["page 1", 1],
      ["middle", middle],
      ["last", meta.totalPages],
    ] as const) {
      scenarios.push({
        name: `${label}, ${name}`,
        query: `page=${n}${filter}`,
        matched: meta.count,
        page: n,
      });
    }
  }

  const bare = await start("./bare-server.ts", first.body);
  const bareUrl = `http://127.0.0.1:${bare.port}/`;

  console.info(
    `node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.info(
    `scholarships: ${total} rows, ${first.meta.count} public; limit ${PAGE_SIZES.scholarships} (default)`,
  );
  console.info(
    uncached
      ? "page-index cache and search memory OFF (--uncached): count and OFFSET in PostgreSQL on every request, every search sampled and counted"
      : `page-index cache and search memory ON (LIST_CACHE_SECONDS=${env.LIST_CACHE_SECONDS}): a search's count is remembered after its first page; --uncached measures without them`,
  );
  console.info(
    noAnswerCache
      ? "answer cache OFF (--no-answer-cache): every request through Express"
      : "answer cache ON: a repeated anonymous list within 1 s is answered from memory (every search below is at a new address)",
  );
  console.info(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s a scenario, after a warm-up round and ${WARMUP_SECONDS} s warm-up each\n`,
  );

  // Let V8 optimise the app's hot paths and PostgreSQL fill its caches before anything is recorded.
  if (searchOnly) scenarios.length = 0;
  for (const scenario of scenarios) await measure(`${base}?${scenario.query}`, WARMUP_SECONDS);
  const rows: Row[] = [];
  const bareRun = async (label: string) => {
    await measure(bareUrl, WARMUP_SECONDS);
    rows.push({ scenario: label, matched: 0, page: "-", ...(await measure(bareUrl)) });
  };
  await bareRun("bare node:http (before)");
  // The same app's cheapest route (no database, not logged): the framework's own floor.
  const healthUrl = `http://127.0.0.1:${app.port}${API_PREFIX}${apiPaths.health}`;
  await measure(healthUrl, WARMUP_SECONDS);
  rows.push({ scenario: "app GET health (floor)", matched: 0, page: "-", ...(await measureApp(healthUrl)) });
  for (const scenario of scenarios) {
    const url = `${base}?${scenario.query}`;
    await measure(url, WARMUP_SECONDS);
    rows.push({
      scenario: `paginate-scholarship ${scenario.name}`,
      matched: scenario.matched,
      page: scenario.page,
      ...(await measureApp(url)),
    });
  }
  // Searches, each request a new address: no answer kept in front, every page's rows read by
  // PostgreSQL. With the search memory on, a search's count (and its sample) is read once.
  const WORDS = ["fund", "trust", "scholars", "fellow", "award", "grant", "leaders", "horn", "nile", "unity"];
  let n = 0;
  const pick = <T>(list: readonly T[]) => list[n % list.length] as T;
  const searches: Array<{ name: string; next: () => string }> = [
    {
      name: "word + number (few matches)",
      next: () => `q=${pick(WORDS)}+${1 + ((++n * 7919) % total)}`,
    },
    // The same words on pages 1-5: a parameter the API ignores (`seen`) makes every address new, so
    // the one-second answer memory never serves them and each page is read by PostgreSQL (its count
    // too, with --uncached).
    {
      name: "partial title word (a fifth of rows)",
      next: () =>
        `q=${pick(["fellow", "scholars", "award", "grant", "leaders"])}&page=${1 + (++n % 5)}&seen=${n}`,
    },
    { name: "description word (every row)", next: () => `q=stipend&page=${1 + (++n % 5)}&seen=${n}` },
  ];
  for (const search of searches) {
    const probe = await page(search.next());
    await measure(base, WARMUP_SECONDS, search.next);
    rows.push({
      scenario: `search q: ${search.name}`,
      matched: probe.meta.count,
      atLeast: probe.meta.countCapped === true,
      page: "1-5",
      ...(await measureApp(base, SECONDS, search.next)),
    });
  }
  if (withPages) {
    // Pages as a visitor's first request gets them: the band and the whole page drawn on the server.
    const origin = `http://127.0.0.1:${app.port}`;
    const list = `${origin}/resource/scholarships`;
    const check = await fetch(list);
    if (!check.ok) throw new Error(`${list}: ${check.status} (is the site built? pnpm build)`);
    // A page's drawing costs: as many connections as a process draws pages at once, so every one
    // is drawn. Then a flood at 10 connections, past which pages wait their turn.
    for (const [name, url, fresh, connections] of [
      [
        `page /resource/scholarships, every request new (${DRAWINGS_AT_ONCE} connections)`,
        list,
        true,
        DRAWINGS_AT_ONCE,
      ],
      [
        `page /about, every request new (${DRAWINGS_AT_ONCE} connections)`,
        `${origin}/about`,
        true,
        DRAWINGS_AT_ONCE,
      ],
      ["page /resource/scholarships, every request new (the rest wait their turn)", list, true, CONNECTIONS],
      ["page /resource/scholarships, again within 1 s", list, false, CONNECTIONS],
    ] as const) {
      const next = fresh ? () => `seen=${++n}` : undefined;
      await measure(url, WARMUP_SECONDS, next, undefined, connections);
      rows.push({
        scenario: name,
        matched: 0,
        page: "-",
        ...(await measureApp(url, SECONDS, next, connections)),
      });
    }
  }
  await bareRun("bare node:http (after)");

  const bareRows = rows.filter((row) => row.scenario.startsWith("bare"));
  const bareRps = bareRows.reduce((sum, row) => sum + row.rps, 0) / bareRows.length;
  const table = rows.map((row) => ({
    scenario: row.scenario,
    matched: row.matched ? `${row.matched}${row.atLeast ? "+" : ""}` : "",
    page: String(row.page),
    "p50 ms": String(row.p50),
    "p99 ms": String(row.p99),
    "req/s": String(Math.round(row.rps)),
    "x bare": row.scenario.startsWith("bare") ? "" : (row.rps / bareRps).toFixed(3),
    "app CPU ms": Number.isFinite(row.appMs) ? row.appMs.toFixed(2) : "",
    "db CPU ms": Number.isFinite(row.dbMs) ? row.dbMs.toFixed(2) : "",
    failed: String(row.failures),
  }));
  console.info(markdownTable(table));
  const pages = rows.filter((row) => row.scenario.startsWith("paginate"));
  if (pages.length > 0) {
    const worstP99 = Math.max(...pages.map((row) => row.p99));
    console.info(`lists: worst p99 ${worstP99} ms (target <= 10 ms): ${worstP99 <= 10 ? "met" : "NOT met"}`);
    const lowest = Math.min(...pages.map((r) => r.rps)) / bareRps;
    console.info(
      `lists: throughput ratio paginate/bare ${lowest.toFixed(3)} to ${(Math.max(...pages.map((r) => r.rps)) / bareRps).toFixed(3)} (target >= 0.15x: ${lowest >= 0.15 ? "met" : "NOT met"}; node ${process.version})`,
    );
  }
  for (const row of rows.filter((r) => r.scenario.startsWith("search"))) {
    console.info(
      `${row.scenario}: p99 ${row.p99} ms (target <= 30 ms: ${row.p99 <= 30 ? "met" : "NOT met"}), ${(row.rps / bareRps).toFixed(3)}x bare`,
    );
  }

  app.child.disconnect();
  bare.child.disconnect();
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await main();
