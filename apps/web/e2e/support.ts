// What every public-site test shares: a watch on the browser console and an axe-core check.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const API = "/born-to-win-api";
/** The server under test runs on this machine. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Collects console errors and warnings, uncaught exceptions and requests to any other host (nothing may be
 * fetched from another host until the visitor asks); `allow` filters expected console errors.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname)) {
      problems.push(`request to another host: ${request.url()}`);
    }
  });
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" || type === "warning") problems.push(`console.${type}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return {
    expectClean(allow: RegExp[] = []) {
      expect(problems.filter((problem) => !allow.some((pattern) => pattern.test(problem)))).toEqual([]);
    },
  };
}

/** No WCAG 2.1 A/AA violations that axe-core can find. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(summary).toEqual([]);
}

/** The page fits the window: nothing sticks out sideways (the 360 px phone check). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Opens a page and waits until the app answers what is done on it (`html[data-app=ready]`), as a reader
 * does who reads a form before filling it in. What is typed or tapped earlier is server-rendering.spec.ts's.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
}

/** Waits until the page's data has arrived (no skeleton, no busy list). */
export async function waitForContent(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

/**
 * Scrolls down the page a screen at a time, as a reader would, so that sections drawn on approach
 * (and the data they fetch) appear; stops at the bottom.
 */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  await waitForContent(page);
}

/** A notice (sonner's toast) that holds `text`. */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Nothing is drawn over the middle of `locator` (a notice over an open dialog, say). */
export async function expectOnTop(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      }),
    )
    .toBe(true);
}

/** A notice (toast) sits under a sticky bar, leaving the bar's buttons clear (polled: it slides in). */
export async function expectNoticeBelow(notice: Locator, bar: Locator) {
  await expect(notice).toBeVisible();
  const box = await bar.boundingBox();
  await expect.poll(async () => (await notice.boundingBox())?.y).toBeGreaterThanOrEqual(box!.y + box!.height);
}
