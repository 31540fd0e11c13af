// pnpm --filter @btw/api bench  (root: pnpm bench)
//
// The list engine without any cache in front (docs/decisions/0022-one-list-engine.md):
// paginate-scholarship at 100k rows, 10 connections (autocannon), the real app and a bare node:http
// server answering the same bytes each in a process of their own, all in one run.
//  - lists: page 1, the middle page and the last reachable page, with and without a field-of-study
//    filter, and random pages (each request a page number drawn anew), target p99 <= 15 ms;
//  - searches, each request a search not made before: one, two and three words, common and rare,
//    the last one partial, Amharic and Afaan Oromo words, target p99 <= 30 ms each;
//  - the first requests of a freshly started app (no warm-up), then everything warm.
// Needs DATABASE_URL on a database seeded at scale: `pnpm db:seed --scale 100000`.
// Each row says the CPU time a request cost the app's process and PostgreSQL's (when it runs on this
// machine, read from /proc: Linux only).
import { cpus, loadavg } from "node:os";
import { API_PREFIX, apiPaths, FIELDS_OF_STUDY, PAGE_SIZES } from "@btw/contracts";
import { createDatabase } from "@btw/db";
import autocannon from "autocannon";
import { loadEnv } from "../src/env.ts";
import { cpuDuring, markdownTable, start } from "./support.ts";

const CONNECTIONS = 10;
const SECONDS = 5;
const WARMUP_SECONDS = 1;
const LIST_TARGET_MS = 15;
/** Requests of a freshly started app measured before any warm-up. */
const FRESH_REQUESTS = 200;
const SEARCH_TARGET_MS = 30;

interface Row {
  scenario: string;
  /** What the list or an example search counted ("1000+": the cap). */
  shown?: string;
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
  amount?: number,
) {
  const path = new URL(url).pathname;
  const { result, appMs, dbMs } = await cpuDuring(appPid, () =>
    autocannon({
      url,
      connections,
      ...(amount ? { amount } : { duration: seconds }),
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

/** Searches, each request new: `words` gives the words of request n. */
const SEARCHES: Array<{ name: string; words: (n: number, total: number) => string }> = [
  { name: "1 word, common, partial", words: (n) => ["schol", "fello", "gradu", "resea", "leade"][n % 5]! },
  { name: "1 word, rare (a number)", words: (n, total) => String(1 + ((n * 7919) % total)) },
  { name: "1 word, Amharic", words: (n) => ["ትምህርት", "ስኮላርሺፕ", "የሳይንስ", "ዕድል", "ሥራ"][n % 5]! },
  { name: "1 word, Afaan Oromo", words: (n) => ["barnoota", "carraa", "hojii", "ba'uuf", "leenjii"][n % 5]! },
  {
    name: "2 words, common + partial",
    words: (n) =>
      `${["graduate", "master", "research", "leaders"][n % 4]} ${["fell", "schol", "gra", "prog"][(n >> 2) % 4]}`,
  },
  {
    name: "2 words, common + rare partial",
    words: (n, total) => `fellowship ${String(1 + ((n * 104729) % total)).slice(0, 3)}`,
  },
  {
    name: "3 words, common, common, partial",
    words: (n) =>
      `${["addis", "horn", "global", "blue", "unity"][n % 5]} ${["foundation", "trust", "fund", "scholars"][(n >> 1) % 4]} ${["gr", "ma", "re", "le", "un"][(n >> 3) % 5]}`,
  },
  {
    name: "3 words, Amharic + Oromo + partial",
    words: (n) => `ትምህርት barnoota ${["sch", "gra", "fel"][n % 3]}`,
  },
];

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

  const app = await start("./app-server.ts");
  const measureApp = (url: string, seconds = SECONDS, nextQuery?: () => string, amount?: number) =>
    measure(url, seconds, nextQuery, app.child.pid, CONNECTIONS, amount);
  const base = `http://127.0.0.1:${app.port}${API_PREFIX}${apiPaths.paginateScholarships}`;
  let n = 0;
  const searchQuery = (search: (typeof SEARCHES)[number]) => () =>
    `q=${encodeURIComponent(search.words(++n, total))}`;

  // A fresh start: the first requests of the app's life, without any warm-up.
  const rows: Row[] = [];
  const fresh = await measureApp(`${base}?page=1`, SECONDS, () => `page=${1 + (++n % 50)}`, FRESH_REQUESTS);
  rows.push({ scenario: `fresh start: lists, first ${FRESH_REQUESTS} requests`, page: "1-50", ...fresh });
  const freshSearch = SEARCHES[6]!;
  rows.push({
    scenario: `fresh start: search ${freshSearch.name}, next ${FRESH_REQUESTS}`,
    page: "1",
    ...(await measureApp(base, SECONDS, searchQuery(freshSearch), FRESH_REQUESTS)),
  });

  const page = async (query: string) => {
    const res = await fetch(`${base}?${query}`);
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    const body = await res.text();
    return { body, meta: JSON.parse(body) as { count: number; totalPages: number; countCapped?: boolean } };
  };
  const field = FIELDS_OF_STUDY[0];
  const first = await page("page=1");
  const fieldMeta = (await page(`fieldOfStudy=${encodeURIComponent(field)}`)).meta;
  const scenarios: Array<{ name: string; query: () => string; shown: string; page: string }> = [];
  for (const [label, filter, meta] of [
    ["all", "", first.meta],
    [`fieldOfStudy=${field}`, `&fieldOfStudy=${encodeURIComponent(field)}`, fieldMeta],
  ] as const) {
    const shown = `${meta.count}${meta.countCapped ? "+" : ""}`;
    const middle = Math.max(1, Math.ceil(meta.totalPages / 2));
    for (const [name, p] of [
      ["page 1", 1],
      ["middle", middle],
      ["last reachable", meta.totalPages],
    ] as const) {
      scenarios.push({
        name: `${label}, ${name}`,
        query: () => `page=${p}${filter}`,
        shown,
        page: String(p),
      });
    }
    scenarios.push({
      name: `${label}, random pages`,
      query: () => `page=${1 + Math.floor(Math.random() * meta.totalPages)}${filter}`,
      shown,
      page: `1-${meta.totalPages}`,
    });
  }

  const bare = await start("./bare-server.ts", first.body);
  const bareUrl = `http://127.0.0.1:${bare.port}/`;
  console.info(
    `node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.info(
    `scholarships: ${total} rows, ${first.meta.count}${first.meta.countCapped ? "+" : ""} public (lists stop at 1,000); limit ${PAGE_SIZES.scholarships}; nothing cached in the app`,
  );
  console.info(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s a scenario after ${WARMUP_SECONDS} s warm-up\n`,
  );

  const bareRun = async (label: string) => {
    await measure(bareUrl, WARMUP_SECONDS);
    rows.push({ scenario: label, page: "-", ...(await measure(bareUrl)) });
  };
  await bareRun("bare node:http (before)");
  for (const scenario of scenarios) {
    await measure(base, WARMUP_SECONDS, scenario.query);
    rows.push({
      scenario: `list ${scenario.name}`,
      shown: scenario.shown,
      page: scenario.page,
      ...(await measureApp(base, SECONDS, scenario.query)),
    });
  }
  for (const search of SEARCHES) {
    const probe = await page(searchQuery(search)());
    await measure(base, WARMUP_SECONDS, searchQuery(search));
    rows.push({
      scenario: `search ${search.name}`,
      shown: `e.g. ${probe.meta.count}${probe.meta.countCapped ? "+" : ""}`,
      page: "1",
      ...(await measureApp(base, SECONDS, searchQuery(search))),
    });
  }
  await bareRun("bare node:http (after)");

  const bareRows = rows.filter((row) => row.scenario.startsWith("bare"));
  const bareRps = bareRows.reduce((sum, row) => sum + row.rps, 0) / bareRows.length;
  const table = rows.map((row) => ({
    scenario: row.scenario,
    matched: row.shown ?? "",
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
  const verdict = (prefix: string, target: number) => {
    const group = rows.filter((row) => row.scenario.startsWith(prefix));
    const worst = Math.max(...group.map((row) => row.p99));
    console.info(
      `${prefix}s: worst p99 ${worst} ms (target <= ${target} ms): ${worst <= target ? "met" : "NOT met"}`,
    );
  };
  verdict("list", LIST_TARGET_MS);
  verdict("search", SEARCH_TARGET_MS);
  console.info(
    `node ${process.version}; ratios are to bare node:http in this run (${Math.round(bareRps)} req/s)`,
  );

  app.child.disconnect();
  bare.child.disconnect();
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await main();
