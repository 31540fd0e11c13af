// How long a phone on a slow network waits before the page answers a tap: from the navigation until
// React listens (`data-app` on <html>, set just before hydrateRoot), and until the first paint, on a
// 400 ms round trip, 50 KB/s and a 4x slower CPU, nothing cached, no service worker. Before React
// listens, a button (the menu, Save, Filters) does nothing; links still work.
import { chromium } from "@playwright/test";

const NETWORK = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const CPU_SLOWDOWN = 4;

async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.dataset.app, null, {
      timeout: 60_000,
      polling: 50,
    });
    const listeningMs = Date.now() - started;
    const paintMs = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    return { listeningMs, paintMs: Math.round(paintMs) };
  } finally {
    await context.close();
  }
}

/** Each URL's median first paint and time until React listens over `runs` loads, with every load's. */
export async function measureSlowStart(urls, runs, executablePath) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  // A load that painted nothing measurable counts for neither median.
  const median = (values) => {
    const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
    return known[Math.floor(known.length / 2)] ?? Number.NaN;
  };
  try {
    const rows = [];
    for (const url of urls) {
      const loads = [];
      for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, url));
      rows.push({
        url,
        paintMs: median(loads.map((load) => load.paintMs)),
        listeningMs: median(loads.map((load) => load.listeningMs)),
        each: loads.map((load) => load.listeningMs),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
