// Public pages come drawn from the server (React Router's server rendering of the app's own routes:
// src/server/render-page.tsx, run by apps/api/src/site/renderer.ts), read with no JavaScript at all,
// and React hydrates that markup without drawing it again (src/main.tsx); a reader's tap or typed
// word before it has done so is kept (React replays it), even on a slow phone.
import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support.ts";

const STATE_BLOCK = 'id="btw-prerendered"';
/** The server draws one page for every width: once is enough (the take-over is checked at both). */
const ONE_WIDTH = "the phone project: the server's drawing is the same at every width";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

/** Every English address in the sitemap's files (fixed pages and each published item), as the server lists it. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const files = locs(await (await page.request.get("/sitemap.xml")).text()).filter((file) =>
    file.endsWith("-en.xml"),
  );
  const xml = await Promise.all(files.map(async (file) => (await page.request.get(file)).text()));
  return xml.flatMap(locs).map((loc) => new URL(loc).pathname);
}

test("every page in the sitemap, in each language, comes drawn from the server", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  // A few hundred pages, each read whole from the server one after the other.
  test.setTimeout(600_000);
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
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles.length, `${path} carries its stylesheets`).toBeGreaterThan(0);
    expect(new Set(styles).size, `${path} carries each stylesheet once`).toBe(styles.length);
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
    // The card is one link, its title's, stretched over it by CSS alone: a tap on its lower half opens it.
    const box = await cards.first().boundingBox();
    if (!box) throw new Error("no card");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
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
 * What changes of the server's drawing while React hydrates it: every node the page arrived with is
 * noted, and any of them removed or rewritten is recorded.
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
          if (drawn.has(node)) changes.push(`removed ${nameOf(node)}`);
        }
        if (record.type === "characterData" && drawn.has(record.target))
          changes.push(`text ${nameOf(record.target)}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
for (const path of [
  "/",
  "/resource/scholarships",
  "/resource/job-opportunities/1",
  "/blogs",
  "/am/about",
  "/am",
  "/am/resource/scholarships",
  "/am/resource/job-opportunities/1",
  "/am/blogs",
  "/om/resource/internships",
]) {
  test(`React hydrates ${path} as the server drew it`, async ({ page }) => {
    const console = watchConsole(page);
    await recordChanges(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    // The sections below the home page's first screen hydrate once their script is in.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([]);
    console.expectClean();
  });
}

test("a drawn page names its own scripts for the browser to fetch at once, and each is fetched once", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) fetched.push(pathname);
  });
  await page.goto("/am/resource/scholarships");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  const named = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The list page's own chunk is named beside the entry's, and nothing of a page it only links to.
  expect(named.filter((path) => /\/scholarships-page-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(named.filter((path) => /detail-page|admin|sign-in/.test(path))).toEqual([]);
  // The app's lazy imports run the modules the links fetched: no script is asked for twice.
  expect(fetched.filter((path, index) => fetched.indexOf(path) !== index)).toEqual([]);
  for (const path of named) expect(fetched).toContain(path);
});

/**
 * Opens `path` as a slow phone does (the CPU `rate` times slower, Chrome DevTools' throttling) with the app's script held back:
 * the server's drawing is there, the app not yet. Call the answer to let the script arrive.
 */
async function openBeforeTheApp(page: Page, path: string, rate = 4): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test("a word typed before the app runs is kept, and searched for once it does", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/resource/job-opportunities");
  const search = page.getByRole("combobox", { name: "Search job positions" });
  await search.fill("data");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(search).toHaveValue("data");
  await expect(page).toHaveURL(/[?&]q=data\b/);
});

test("a choice made in a dropdown before the app runs is applied once it does", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/resource/cover-letter");
  await page.getByLabel("Select Resource Category").selectOption("ielts");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page).toHaveURL(/\/resource\/ielts$/);
  await expect(page.getByRole("heading", { level: 1, name: "IELTS" })).toBeVisible();
});

test("words typed into a list's search before the app runs are the ones it searches for", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/resource/scholarships");
  const search = page.getByRole("searchbox", { name: "Search this list" });
  await search.fill("mastercard");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=mastercard\b/);
});

test("a tap while React hydrates the page is answered, not lost", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/about", 8);
  const open = page.getByRole("button", { name: "Open menu" });
  const box = await open.boundingBox();
  if (!box) throw new Error("no menu button");
  release();
  // The tap lands as soon as React starts (it listens from hydrateRoot on), a raw pointer event
  // without waiting for the page to settle.
  await page.waitForSelector("html[data-app]", { state: "attached" });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

test("the phone menu and its sub-menus open before the app's scripts arrive, and the app goes on from them", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Open menu" }).click();
  await expect(nav.getByRole("link", { name: "Donate" })).toBeVisible();
  // The sub-menus open one at a time.
  await nav.locator("summary", { hasText: "Resources" }).click();
  await expect(nav.getByRole("link", { name: "Video & PDF library" })).toBeVisible();
  await nav.locator("summary", { hasText: "Special Offers" }).click();
  await expect(nav.getByRole("link", { name: "Video & PDF library" })).toBeHidden();
  await expect(nav.getByRole("link", { name: "Scholarships" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // The app starts from the open sub-menu: Escape closes it and gives the focus to its summary.
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Scholarships" })).toBeHidden();
  await expect(nav.locator("summary", { hasText: "Special Offers" })).toBeFocused();
  const close = nav.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await close.click();
  await expect(nav.getByRole("link", { name: "Donate" })).toBeHidden();
});

test("in the phone menu another language is one tap away before the app's scripts arrive", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  await openBeforeTheApp(page, "/resource/scholarships?field=Law");
  await page.getByRole("button", { name: "Open menu" }).click();
  const languages = page.getByRole("list", { name: "Language" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  await languages.getByRole("link", { name: "Afaan Oromoo" }).click();
  await expect(page).toHaveURL(/\/om\/resource\/scholarships\?field=Law$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "om");
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
});

test("the Filters sheet opens before the app's scripts arrive, and sends its choice as a plain form", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", ONE_WIDTH);
  const release = await openBeforeTheApp(page, "/resource/scholarships");
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const sheet = page.getByRole("form", { name: "Filter the list" });
  const funding = sheet.getByRole("combobox", { name: "Funding" });
  const choice = await funding.locator("option").nth(1).getAttribute("value");
  await funding.selectOption(choice ?? "");
  await sheet.getByRole("button", { name: "Show results" }).click();
  // The server draws the chosen list, the app still held back.
  await expect(page).toHaveURL(new RegExp(`[?&]funding=${choice}(&|$)`));
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await page.getByRole("button", { name: "Filters (1)" }).click();
  await expect(sheet.getByRole("combobox", { name: "Funding" })).toHaveValue(choice ?? "");
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
