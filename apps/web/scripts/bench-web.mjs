#!/usr/bin/env node
// Web budgets: builds the site, adds up the gzip size of the JavaScript the home page needs (the
// entry, the app's start, the home route and the home message catalog, with their static imports,
// as the build lists them), and, given a running server's URL, runs Lighthouse (mobile defaults) on
// every public page (a detail page of each list and the other languages' home pages too) with
// Debian's Chromium, and the home page again on a Regular 3G network.
//   node scripts/bench-web.mjs [http://localhost:4173] [--no-build]
//   (LIGHTHOUSE_RUNS, default 7, runs per page, 0 for the main thread alone;
//   LIGHTHOUSE_PAGES=/,/about to measure only those;
//   LIGHTHOUSE_REPORT_DIR=folder keeps each page's median report there as JSON, to see which elements fail;
//   MAIN_THREAD_RUNS, default 5, loads per page for the main-thread report (scripts/main-thread-tasks.mjs, 0 to skip it),
//   which comes first and varies less than Lighthouse's figures on a machine busy with other work;
//   SLOW_START_RUNS, default 3, loads of three pages on a slow phone network for the time until React
//   listens, scripts/slow-start.mjs, 0 to skip it)
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { measureMainThread } from "./main-thread-tasks.mjs";
import { measureSlowStart } from "./slow-start.mjs";

const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// Scores on a small machine vary by several points from run to run: the median of 7 is steady.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 7);
const MAIN_THREAD_RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const SLOW_START_RUNS = Number(process.env.SLOW_START_RUNS ?? 3);
/** A home page and two lists, in the visitors' first languages, and a screen the browser draws. */
const SLOW_START_PAGES = [
  "/am",
  "/am/resource/scholarships",
  "/om/resource/job-opportunities",
  "/am/sign-in",
];
const BLOCKING_TARGET_MS = 150;
const SHIFT_TARGET = 0.02;
const SLOW_LARGEST_PAINT_TARGET_MS = 2000;
// Regular 3G (300 ms round trips, 700 kbps, the CPU 4x slower) applied to the page's own load, with
// Lighthouse's factors for applied throttling (its devtools presets: a request's latency is the round
// trip x 3.75, the throughput x 0.9). Its default simulation instead charges the first paint with
// every request made before it in an unthrottled load, where this app's scripts arrive and run
// before the first frame: a slow network paints the page before they arrive.
const REGULAR_3G = [
  "--throttling-method=devtools",
  "--throttling.requestLatencyMs=1125",
  "--throttling.downloadThroughputKbps=630",
  "--throttling.uploadThroughputKbps=630",
  "--throttling.cpuSlowdownMultiplier=4",
];
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(webDir, "dist");
const args = process.argv.slice(2);
const serverUrl = args.find((arg) => /^https?:\/\//.test(arg));
let failed = false;

if (!args.includes("--no-build")) {
  console.info("building the site…");
  execFileSync("pnpm", ["exec", "vite", "build", "--configLoader", "runner", "--logLevel", "warn"], {
    cwd: webDir,
    stdio: "inherit",
  });
}

// The build lists the home page's first scripts (scripts/first-scripts-budget.ts): the entry and the
// home route, with their static imports. The budget is that file's HOME_JS_BUDGET_KB (the build
// itself fails above it).
const { files, budgetKb: HOME_BUDGET_KB } = JSON.parse(
  readFileSync(join(dist, ".vite", "first-load.json"), "utf8"),
);
// gzip -9 is the budget's measure; brotli is what the server sends browsers that accept it (the
// build's copy beside each file, scripts/precompress-plugin.ts).
const sizeOf = (file) => {
  const path = join(dist, file);
  return {
    gzip: gzipSync(readFileSync(path), { level: 9 }).length,
    brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : Number.NaN,
  };
};
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = files.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
const total = { gzip: 0, brotli: 0 };
for (const row of rows) {
  total.gzip += row.gzip;
  total.brotli += row.brotli;
}
console.info("\nJavaScript the home page needs:\n     gzip -9   brotli (as served)");
for (const row of rows) console.info(`  ${kb(row.gzip)} KB ${kb(row.brotli)} KB  ${row.file}`);
const totalKb = total.gzip / 1024;
const withinBudget = totalKb <= HOME_BUDGET_KB;
console.info(
  `  ${kb(total.gzip)} KB ${kb(total.brotli)} KB  total (budget ${HOME_BUDGET_KB} KB gzip) ${withinBudget ? "OK" : "OVER BUDGET"}`,
);
if (!withinBudget) failed = true;

// Every public page the build knows (dist/site-meta.json, from the page registry), the first detail
// page of each list in the server's sitemap, and the home page in the other languages; or
// LIGHTHOUSE_PAGES ("/,/resource/scholarships") for a quicker look.
/** The addresses a sitemap lists, through a sitemap index's own sitemaps. */
const sitemapPaths = async (url = new URL("/sitemap.xml", serverUrl)) => {
  const response = await fetch(url);
  if (!response.ok) return [];
  const text = await response.text();
  const locations = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
  if (!text.includes("<sitemapindex")) return locations.map((location) => location.pathname);
  return (await Promise.all(locations.map((location) => sitemapPaths(location)))).flat();
};
const registryPages = async () => {
  const meta = JSON.parse(readFileSync(join(dist, "site-meta.json"), "utf8"));
  const pages = meta.en.pages.map((page) => page.path);
  if (!serverUrl) return pages;
  const inSitemap = await sitemapPaths();
  const details = pages
    .map((page) =>
      inSitemap.find((path) => path.startsWith(`${page}/`) && /^\d+$/.test(path.slice(page.length + 1))),
    )
    .filter(Boolean);
  const languages = Object.keys(meta).filter((language) => language !== "en");
  return [...pages, ...details, ...languages.map((language) => `/${language}`)];
};
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",").map((page) => page.trim())
  : await registryPages();

if (!serverUrl) {
  console.info(
    "\nLighthouse skipped: pass the URL of a running server, e.g. node scripts/bench-web.mjs http://localhost:4173",
  );
} else if (MAIN_THREAD_RUNS > 0) {
  console.info(
    `\nMain thread after the first paint, 4x CPU (thread CPU time x4, median of ${MAIN_THREAD_RUNS} loads at 412 px):`,
  );
  console.info(`  ${"page".padEnd(32)} blocking  longest task   (blocking time of each load)`);
  for (const row of await measureMainThread(
    PAGES.map((path) => new URL(path, serverUrl).href),
    MAIN_THREAD_RUNS,
    CHROMIUM,
  )) {
    const over = row.blockingMs > BLOCKING_TARGET_MS;
    if (over) failed = true;
    console.info(
      `  ${new URL(row.url).pathname.padEnd(32)} ${String(row.blockingMs).padStart(5)} ms ${String(row.longestMs).padStart(8)} ms     (${row.each.join("/")})${over ? `  over ${BLOCKING_TARGET_MS} ms` : ""}`,
    );
  }
}
if (serverUrl && SLOW_START_RUNS > 0) {
  console.info(
    `\nA slow phone network (400 ms round trips, 50 KB/s, 4x CPU, nothing cached; median of ${SLOW_START_RUNS} loads at 390 px): until React listens`,
  );
  console.info(`  ${"page".padEnd(32)} first paint  React listens   (each load)`);
  for (const row of await measureSlowStart(
    SLOW_START_PAGES.map((path) => new URL(path, serverUrl).href),
    SLOW_START_RUNS,
    CHROMIUM,
  )) {
    console.info(
      `  ${new URL(row.url).pathname.padEnd(32)} ${String(row.paintMs).padStart(8)} ms ${String(row.listeningMs).padStart(10)} ms   (${row.each.join("/")})`,
    );
  }
}
if (serverUrl) {
  if (RUNS === 0) console.info("\nLighthouse skipped (LIGHTHOUSE_RUNS=0)");
  else {
    const lighthouseBin = join(webDir, "node_modules", ".bin", "lighthouse");
    if (!existsSync(lighthouseBin)) throw new Error("lighthouse is not installed (pnpm install)");
    const workDir = mkdtempSync(join(tmpdir(), "btw-lighthouse-"));
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    let runCount = 0;
    const benchmarkIndexes = [];
    const blocking = (r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? 0);
    const layoutShift = (r) => r.audits["cumulative-layout-shift"]?.numericValue ?? 0;
    const largestPaint = (r) => Math.round(r.audits["largest-contentful-paint"]?.numericValue ?? 0);
    const runOnce = (path, throttling = []) => {
      const output = join(workDir, `report-${++runCount}.json`);
      const run = spawnSync(
        lighthouseBin,
        [
          new URL(path, serverUrl).href,
          `--chrome-path=${CHROMIUM}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          "--output=json",
          `--output-path=${output}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          "--quiet",
          ...throttling,
        ],
        { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", timeout: 180_000 },
      );
      if (run.status !== 0 || !existsSync(output)) return { error: run.stderr };
      const report = JSON.parse(readFileSync(output, "utf8"));
      if (report.runtimeError) return { error: report.runtimeError.message };
      return { report, output };
    };
    // Lighthouse's own advice: performance varies from run to run, so take the median of several.
    // The target holds for every run, not only the median: a page is below it when any run is.
    console.info(
      `\nLighthouse (mobile defaults, median of ${RUNS} runs; a target missed in any run is flagged) against ${serverUrl}:`,
    );
    console.info(
      `  ${"page".padEnd(32)} perf  a11y  best   seo  TBT max  CLS max   (performance of each run)`,
    );
    try {
      for (const path of PAGES) {
        const reports = [];
        const outputs = new Map();
        for (let attempt = 0; reports.length < RUNS && attempt < RUNS + 2; attempt++) {
          const result = runOnce(path);
          if (result.report) {
            reports.push(result.report);
            const index = result.report.environment?.benchmarkIndex;
            if (typeof index === "number") benchmarkIndexes.push(index);
            outputs.set(result.report, result.output);
          } else
            console.error(`  ${path}: a run failed (${result.error?.trim().split("\n")[0]}), trying again`);
        }
        if (reports.length === 0) {
          failed = true;
          continue;
        }
        const perf = (report) => report.categories.performance?.score ?? 0;
        reports.sort((a, b) => perf(a) - perf(b));
        const report = reports[Math.floor(reports.length / 2)];
        if (REPORT_DIR) {
          const name = path.replace(/^\/+|\/+$/g, "").replace(/[^\w-]+/g, "_") || "home";
          copyFileSync(outputs.get(report), join(REPORT_DIR, `${name}.json`));
        }
        for (const output of outputs.values()) rmSync(output, { force: true });
        const score = (r, id) => Math.round((r.categories[id]?.score ?? 0) * 100);
        const scores = Object.fromEntries(
          Object.keys(LIGHTHOUSE_TARGETS).map((id) => [id, score(report, id)]),
        );
        const worst = (id) => reports.reduce((low, r) => (score(r, id) < score(low, id) ? r : low));
        const misses = Object.entries(LIGHTHOUSE_TARGETS).filter(
          ([id, target]) => score(worst(id), id) < target,
        );
        const mostBlocking = Math.max(...reports.map(blocking));
        const mostShift = Math.max(...reports.map(layoutShift));
        const over = [
          ...(mostBlocking > BLOCKING_TARGET_MS ? [`TBT over ${BLOCKING_TARGET_MS} ms`] : []),
          ...(mostShift > SHIFT_TARGET ? [`layout shift over ${SHIFT_TARGET}`] : []),
        ];
        if (misses.length > 0 || over.length > 0) failed = true;
        const each = reports.map((r) => Math.round(perf(r) * 100)).join("/");
        const flags = [...(misses.length ? ["below target"] : []), ...over];
        console.info(
          `  ${path.padEnd(32)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores["best-practices"]).padStart(4)}  ${String(scores.seo).padStart(4)}  ${String(mostBlocking).padStart(4)} ms  ${mostShift.toFixed(3)}   (${each})${flags.length ? `  ${flags.join(", ")}` : ""}`,
        );
        for (const [id] of misses) {
          const low = worst(id);
          const failing = low.categories[id].auditRefs
            .map((ref) => low.audits[ref.id])
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 1 &&
                audit.scoreDisplayMode !== "informative" &&
                audit.scoreDisplayMode !== "manual",
            )
            .slice(0, 6)
            .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
          console.info(`      ${id}: ${failing.join(", ")}`);
        }
      }
      // The home page on a slow phone network (the visitors' own): Regular 3G, REGULAR_3G.
      const slowReports = [];
      for (let run = 0; PAGES.includes("/") && run < RUNS; run++) {
        const result = runOnce("/", REGULAR_3G);
        if (result.report) slowReports.push(result.report);
        if (result.output) rmSync(result.output, { force: true });
      }
      if (slowReports.length > 0) {
        const paints = slowReports.map(largestPaint).sort((a, b) => a - b);
        const median = paints[Math.floor(paints.length / 2)];
        const over = median > SLOW_LARGEST_PAINT_TARGET_MS;
        if (over) failed = true;
        console.info(
          `\nHome page on Regular 3G (300 ms, 700 kbps, 4x CPU): largest paint median ${median} ms (${paints.join("/")})${over ? `  over ${SLOW_LARGEST_PAINT_TARGET_MS} ms` : ""}`,
        );
      } else if (PAGES.includes("/")) failed = true;
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
    // Lighthouse's own measure of the machine's CPU (higher is faster), taken at each run: its scores
    // and blocking times depend on it, so figures from two machines compare only with it beside them.
    if (benchmarkIndexes.length > 0) {
      benchmarkIndexes.sort((a, b) => a - b);
      const median = benchmarkIndexes[Math.floor(benchmarkIndexes.length / 2)];
      console.info(
        `\nLighthouse's CPU benchmark index on this machine (higher is faster): median ${Math.round(median)}, ${Math.round(benchmarkIndexes[0])}-${Math.round(benchmarkIndexes.at(-1))} over ${benchmarkIndexes.length} runs`,
      );
    }
  }
}

process.exitCode = failed ? 1 : 0;
