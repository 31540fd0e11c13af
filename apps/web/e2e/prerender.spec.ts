// Public pages come drawn from the server (apps/api/src/site/prerender.ts, with the app's own
// components: src/server/render-page.tsx), read with no JavaScript at all, and the app takes that
// markup over without drawing it again (src/components/hydration-slice.tsx); a reader's tap before
// or while it does so is answered, not lost.
import { expect, type Page, test } from "@playwright/test";
import { toastWith, watchConsole } from "./support.ts";

const STATE_BLOCK = 'id="btw-prerendered"';
/** The server draws one page for every width: once is enough (the take-over is checked at both). */
const ONE_WIDTH = "the phone project: the server's drawing is the same at every width";

/** Every address in the sitemap (fixed pages and each published item), as the server lists it. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test("every page in the sitemap, in each language, comes drawn from the server", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of [
    ...paths,
    "/am",
    "/om",
    "/am/resource/scholarships",
    "/om/resource/job-opportunities",
  ]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, `${path} is drawn on the server`).toContain(STATE_BLOCK);
    expect(html, `${path} has one page title`).toMatch(/^(?:(?!<h1)[\s\S])*<h1[^>]*>(?:(?!<h1)[\s\S])*$/);
    expect(html, `${path} has its footer`).toContain('class="site-footer"');
  }
  // A visitor's own screens are drawn by the app with their own data.
  expect(await (await page.request.get("/sign-in")).text()).not.toContain(STATE_BLOCK);
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("a list shows its cards, pages and footer, and its links lead on", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", ONE_WIDTH);
    await page.goto("/resource/scholarships");
    const cards = page.locator("main .grid .card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByRole("navigation", { name: "Scholarship pages" })).toBeVisible();
    await expect(page.locator(".site-footer")).toBeAttached();
    const title = (await cards.first().locator(".card__title").textContent())?.trim() ?? "";
    await cards
      .first()
      .getByRole("link", { name: /^Details/ })
      .click();
    await expect(page).toHaveURL(/\/resource\/scholarships\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("an Amharic page reads in Amharic", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", ONE_WIDTH);
    await page.goto("/am/resource/job-opportunities");
    await expect(page.locator("html")).toHaveAttribute("lang", "am");
    expect(await page.locator("main .grid .card").count()).toBeGreaterThan(0);
    await expect(page.locator("main h1")).toHaveText(/\p{Script=Ethiopic}/u);
  });
});

/**
 * What changes of the server's drawing while the app takes it over: every node the page arrived
 * with is noted, and any of them removed or rewritten is recorded (parts the app draws later, such
 * as a section drawn as the reader nears it, are the app's own).
 */
async function recordChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { changes: string[] }).changes = changes;
    const drawn = new WeakSet<Node>();
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("root");
      if (!root) return;
      const walker = document.createTreeWalker(root);
      for (let node: Node | null = root; node; node = walker.nextNode()) drawn.add(node);
    });
    const nameOf = (node: Node) =>
      node instanceof Element
        ? `${node.localName}.${node.className}`
        : `${node.nodeName} "${node.textContent}"`;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          // A section's placeholder, for the app to draw as the reader nears it (components/deferred.tsx).
          const placeholder = node instanceof HTMLElement && node.hasAttribute("data-deferred");
          if (drawn.has(node) && !placeholder) changes.push(`removed ${nameOf(node)}`);
        }
        if (record.type === "characterData" && drawn.has(record.target))
          changes.push(`text ${nameOf(record.target)}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
for (const path of ["/resource/scholarships", "/resource/job-opportunities/1", "/blogs", "/am/about"]) {
  test(`the app takes ${path} over as the server drew it`, async ({ page }) => {
    const console = watchConsole(page);
    await recordChanges(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    // Every part's turn comes: near the screen at once, the rest as the page is read.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([]);
    console.expectClean();
  });
}

test("a tap before the app runs is answered once it does", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  // The app's code arrives late, as on a slow phone: the page is the server's HTML meanwhile.
  await page.route("**/assets/start-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

test("text typed before the app runs is still there once it does, and is sent", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  await page.route("**/assets/start-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/contact");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  const message = page.getByLabel(/^Message/);
  await page.getByLabel(/Phone number/).fill("+251 911 234 567");
  await message.fill("Typed while the page was still on its way");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(message).toHaveValue("Typed while the page was still on its way");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(toastWith(page, "Message sent successfully!")).toBeVisible();
});

test("a button far down the page works at the first tap", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/resource/scholarships");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // The last card is far below the first screen: not yet taken over when the reader jumps to it.
  const save = page.locator("main .grid .card").last().getByRole("button", { name: /^Save/ });
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
});
