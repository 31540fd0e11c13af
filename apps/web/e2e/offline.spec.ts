// The installable, offline site: the manifest and its icons, the service worker taking control, a
// saved scholarship opening with no network (in English and Amharic) under the offline notice, the
// saved list offline, and admin screens and personal answers never kept; an unsaved page opened
// offline shows the offline page, and a page whose code is gone after a new release reloads once.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { API, waitForContent } from "./support.ts";

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

test("the site is installable: a manifest with launcher and maskable icons", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/site.webmanifest");
  const manifest = (await (await request.get(href ?? "")).json()) as Manifest;
  expect(manifest).toMatchObject({ name: "Born To Win", start_url: "/", display: "standalone" });
  const sizes = manifest.icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toContain(icon.type.split("+")[0]);
  }
});

/** Every URL the service worker keeps, in every cache. */
const storedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test("a saved scholarship opens with no network and says so; admin screens are never kept", async ({
  page,
  context,
}) => {
  await page.goto("/resource/scholarships");
  await waitForContent(page);
  const links = page.locator('main a[href^="/resource/scholarships/"]');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
  );
  const otherId = Number(
    hrefs
      .find((href) => href !== hrefs[0])
      ?.split("/")
      .pop(),
  );
  const link = links.first();
  const path = (await link.getAttribute("href")) ?? "";
  const id = Number(path.split("/").pop());
  expect(id).toBeGreaterThan(0);
  const heading = page.locator("h1").first();
  const listTitle = (await heading.textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(path);
  await waitForContent(page);
  // The address changes before the scholarship's page replaces the list's.
  await expect(heading).not.toHaveText(listTitle);
  await expect(heading).not.toHaveText(/Loading/);
  const title = (await heading.textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(0);

  // The worker registers a few seconds after the page has loaded, then takes control.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  const save = page.locator("main").getByRole("button", { name: /^Save/ }).first();
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => storedUrls(page), { timeout: 20_000 }).toContain(`${API}/scholarships/${id}`);

  // An admin's visit leaves nothing personal behind: no admin screen or code, and of the API's
  // answers only the saved opportunity's (no account, list or token answer).
  await page.goto("/admin");
  await page.goto(path);
  await waitForContent(page);
  const opportunityAnswer = new RegExp(`^${API}/(scholarships|internships|training|jobs)/\\d+$`);
  for (const url of await storedUrls(page)) {
    expect(url, url).not.toMatch(/^\/(am\/|om\/)?(admin|account|sign-in)|^\/assets\/admin/);
    if (url.startsWith(`${API}/`)) expect(url, url).toMatch(opportunityAnswer);
  }

  // Every text of the pages drawn offline is there (a catalog missing from storage shows as its key).
  const missingTexts: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Missing text"))
      missingTexts.push(message.text());
  });
  await context.setOffline(true);
  try {
    await page.goto(path);
    await expect(page.locator("h1").first()).toHaveText(title);
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    // That was the saved copy: an opportunity nobody saved has none.
    const unsaved = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => "answered",
          () => "failed",
        ),
      `${API}/scholarships/${otherId}`,
    );
    expect(unsaved).toBe("failed");
    await page.screenshot({ path: test.info().outputPath("offline-saved-page.png") });

    // The same page in Amharic: its catalogs are kept too.
    await page.goto(`/am${path}`);
    await expect(page.locator("h1").first()).toHaveText(title);
    await expect(page.getByRole("status").filter({ hasText: "ከኢንተርኔት ጋር አልተገናኙም" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "am");

    // The saved list opens from this browser's own storage.
    await page.goto("/saved");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    // Admin screens are never answered from storage: with no network they do not open.
    await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|net::/);
    expect(missingTexts).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

/** The app has taken the server's page over: links now navigate in the browser. */
const appReady = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-app", "ready");

/** Opens an Amharic scholarship list, cuts the network and follows the first scholarship's link. */
async function openUnsavedOffline(page: Page, context: BrowserContext) {
  await page.goto("/am/resource/scholarships");
  await waitForContent(page);
  await appReady(page);
  await context.setOffline(true);
  await page.locator('main a[href^="/am/resource/scholarships/"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: "ይህ ገጽ በዚህ መሣሪያ ላይ አልተቀመጠም" })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|dynamically imported module/)).toHaveCount(0);
  const saved = page.getByRole("link", { name: "የተቀመጡ ዕድሎችዎን ይክፈቱ" });
  await expect(saved).toHaveAttribute("href", "/am/saved");
  return saved;
}

test.describe("an unsaved opportunity opened offline", () => {
  test.afterEach(({ context }) => context.setOffline(false));

  test.describe("before the service worker is there", () => {
    test.use({ serviceWorkers: "block" });

    test("its code cannot arrive: the offline page, in the visitor's language", async ({ page, context }) => {
      await openUnsavedOffline(page, context);
      await page.screenshot({ path: test.info().outputPath("offline-unsaved-page.png") });
    });
  });

  test("with the service worker: its answer is not kept, so the offline page, which leads to the saved list", async ({
    page,
    context,
  }) => {
    await page.goto("/am");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    const saved = await openUnsavedOffline(page, context);
    await saved.click();
    await expect(page).toHaveURL("/am/saved");
    await expect(page.getByRole("heading", { level: 1, name: "የተቀመጡ ዕድሎች" })).toBeVisible();
  });
});

test.describe("the network drops before a drawn page's last script arrives", () => {
  test.use({ serviceWorkers: "block" });

  test("the page stays as drawn, and takes the script once the network is back, without reloading", async ({
    page,
    context,
  }) => {
    // The home page's sections below its first screen come after the page's own scripts: hold theirs.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sectionsScript = /\/assets\/home-sections-[^/]+\.js$/;
    await page.route(sectionsScript, async (route) => {
      await held;
      await route.abort("internetdisconnected");
    });
    await page.goto("/am");
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { sameVisit: boolean }).sameVisit = true;
    });
    const failed = page.waitForEvent("requestfailed", (request) => sectionsScript.test(request.url()));
    await context.setOffline(true);
    release();
    await failed;
    await page.unroute(sectionsScript);
    // Offline, the sections read as the server drew them, and the page is not replaced by an error.
    await expect(page.locator("#testimonials")).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|dynamically imported module/)).toHaveCount(0);
    await context.setOffline(false);
    // Back online: React takes the sections over (their elements carry its props), in the same visit.
    await expect
      .poll(() =>
        page
          .locator("#testimonials")
          .evaluate((section) => Object.keys(section).some((key) => key.startsWith("__reactProps"))),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
  });
});

test.describe("a new release while a page is open", () => {
  // The page's own requests, as they leave it: no service worker answering from storage in between.
  test.use({ serviceWorkers: "block" });

  /** Answers the about page's code with a 404 (a file the new release no longer has) `times` times. */
  async function removeAboutCode(page: Page, times: number) {
    let removed = 0;
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => {
      if (removed >= times) return route.continue();
      removed++;
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
    });
    return () => removed;
  }

  /** Opens the home page and follows the footer's About link, counting loads of /about. */
  async function openAboutFromHome(page: Page) {
    const aboutLoads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/about") {
        aboutLoads.push(request.url());
      }
    });
    await page.goto("/");
    await appReady(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    return aboutLoads;
  }

  test("a page's missing code reloads the page once, which then works", async ({ page }) => {
    const removed = await removeAboutCode(page, 1);
    const aboutLoads = await openAboutFromHome(page);
    await expect(page).toHaveURL("/about");
    await expect(page.locator("#team")).toBeVisible();
    await appReady(page);
    expect(removed()).toBe(1);
    expect(aboutLoads).toHaveLength(1);
    await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
    // The page's code arrived: a later release may reload this tab once again.
    expect(await page.evaluate(() => sessionStorage.getItem("btw:reloaded-for-new-code"))).toBeNull();
  });

  test("code still missing after that reload shows the error screen, never a reload loop", async ({
    page,
  }) => {
    await removeAboutCode(page, Number.POSITIVE_INFINITY);
    const aboutLoads = await openAboutFromHome(page);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForTimeout(1500);
    expect(aboutLoads).toHaveLength(1);
  });
});
