// The main thread's long tasks after the first paint, as a phone with a 4x slower CPU would have
// them: each task's thread CPU time (from a Chromium trace) times 4, and the part of each over 50 ms
// summed, as Lighthouse's total blocking time sums it. Thread CPU time counts what the page itself
// costs, not time spent waiting for a core, so it varies less than wall time when other work shares
// the machine (it still rises on a busy one: compare builds in the same run). Page at a phone's size
// (412 x 823).
import { chromium } from "@playwright/test";

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * One load of `url`: [{ atMs (after first paint), ms (x4 CPU) }] for the long tasks, their sum over
 * 50 ms, and the longest task of all (how far the page is from the line when none is long).
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", (data) => events.push(...data.value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "disabled-by-default-devtools.timeline,devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3500);
    await cdp.send("Tracing.end");
    await complete;
    const paint = events.find((event) => event.name === "firstContentfulPaint");
    if (!paint) throw new Error(`no first paint recorded for ${url}`);
    const all = events
      .filter((e) => e.name === "RunTask" && e.tid === paint.tid && e.tdur && e.ts >= paint.ts)
      .map((e) => ({ atMs: Math.round((e.ts - paint.ts) / 1000), ms: (CPU_SLOWDOWN * e.tdur) / 1000 }));
    const tasks = all.filter((task) => task.ms > LONG_TASK_MS);
    return {
      tasks,
      longestMs: Math.max(0, ...all.map((task) => task.ms)),
      blockingMs: Math.round(tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0)),
    };
  } finally {
    await context.close();
  }
}

/** One load, tried again once when the trace missed the first paint (seen on a busy machine). */
async function measureWithRetry(browser, url) {
  try {
    return await measureOnce(browser, url);
  } catch (error) {
    if (!String(error?.message).startsWith("no first paint")) throw error;
    return measureOnce(browser, url);
  }
}

/** The median of `runs` loads of each page: blocking time, longest task and every run's blocking time. */
export async function measureMainThread(urls, runs, chromiumPath) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  const results = new Map(urls.map((url) => [url, []]));
  try {
    // Pages take turns, so a burst of other work on the machine touches every page alike.
    for (let run = 0; run < runs; run++)
      for (const url of urls) results.get(url).push(await measureWithRetry(browser, url));
  } finally {
    await browser.close();
  }
  return urls.map((url) => {
    const loads = results.get(url).sort((a, b) => a.blockingMs - b.blockingMs);
    const median = loads[Math.floor(loads.length / 2)];
    return {
      url,
      blockingMs: median.blockingMs,
      longestMs: Math.round(median.longestMs),
      each: loads.map((load) => load.blockingMs),
    };
  });
}
