// Reading the site in Amharic or Afaan Oromo: the switcher keeps the page and its query, a shared
// link's language wins over a remembered one, a visit may start in the remembered language once,
// unknown addresses answer in the reader's language, the server's HTML names its language and its
// alternates, a browser that prefers Amharic is offered (never sent to) the Amharic page, listings
// and posts read in Amharic where translated (as the server draws them and after the app runs), and
// deadlines read in the Ethiopian calendar with the Gregorian beside them. (Every public page in
// each language at phone width is drawn and checked by routes.spec.ts.)
import { apiPaths, localizedPath, PAGE_SIZES, PUBLIC_PAGES } from "@btw/contracts";
import { expect, type Page, test } from "@playwright/test";
import { catalogText } from "./catalog.ts";
import {
  API,
  expectAccessible,
  expectNoSidewaysScroll,
  gotoReady,
  waitForContent,
  watchConsole,
} from "./support.ts";

/** "ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026)" / "Sadaasa 13, 2019 (22 Nov 2026)". */
const ETHIOPIAN_DATE = {
  am: /\S+ \d{1,2} ቀን \d{4} ዓ\.ም\. \(\d{1,2} [A-Z][a-z]{2} \d{4}\)/,
  om: /[A-Z][a-z']+ \d{1,2}, \d{4} \(\d{1,2} [A-Z][a-z]{2} \d{4}\)/,
};

for (const language of ["am", "om"] as const) {
  test(`deadlines read in the Ethiopian calendar in ${language}`, async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "one width is enough");
    await page.goto(localizedPath(PUBLIC_PAGES.scholarships.path, language));
    await waitForContent(page);
    await expect(page.locator("time").first()).toHaveText(ETHIOPIAN_DATE[language]);
  });
}

const scholarshipsIn = (language: string) => catalogText(language, "opportunities:scholarships.title");

test("the switcher keeps the page and its query, and a shared link's language wins", async ({
  page,
}, info) => {
  const console = watchConsole(page);
  // The language menu opens once the app runs.
  await gotoReady(page, "/resource/scholarships?field=Public+Health");
  await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  // The phone menu lists the languages in a line; wide screens keep them behind the language button.
  if (info.project.name === "phone") await nav.getByRole("button", { name: "Open menu" }).click();
  else await nav.getByRole("button", { name: /Language/ }).click();
  await nav.getByRole("link", { name: "አማርኛ" }).click();
  await expect(page).toHaveURL(/\/am\/resource\/scholarships\?field=Public\+Health$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(page.getByRole("heading", { level: 1, name: scholarshipsIn("am") })).toBeVisible();
  // Links inside the Amharic site stay Amharic.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: catalogText("am", "common:footer.links.about") })
    .click();
  await expect(page).toHaveURL(/\/am\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expectNoSidewaysScroll(page);

  // Amharic is remembered, but a shared Oromo link shows Oromo, and an English one (later in the
  // visit) stays English: nothing moves the reader away from the address they opened.
  await page.goto("/om/born-to-win/donate");
  await expect(page.locator("html")).toHaveAttribute("lang", "om");
  await expect(
    page.getByRole("heading", { level: 1, name: catalogText("om", "donate:hero.title") }),
  ).toBeVisible();
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  console.expectClean();
});

test("a new visit starts once in the remembered language, and English stays reachable", async ({
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem("btw.language")) localStorage.setItem("btw.language", "om");
  });
  const page = await context.newPage();
  await page.goto("/resource/scholarships?field=Law");
  await expect(page).toHaveURL(/\/om\/resource\/scholarships\?field=Law$/);
  await expect(page.getByRole("heading", { level: 1, name: scholarshipsIn("om") })).toBeVisible();
  // Later loads of the visit never move.
  await page.goto("/resource/scholarships");
  await expect(page).toHaveURL(/\/resource\/scholarships$/);
  await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
  await context.close();
});

test("an unknown address under /am shows the not-found page in Amharic", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const console = watchConsole(page);
  const response = await page.goto("/am/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(
    page.getByRole("heading", { level: 1, name: catalogText("am", "common:notFound.title") }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: catalogText("am", "common:notFound.home") }).click();
  await expect(page).toHaveURL(/\/am$/);
  console.expectClean([/status of 404/]);
});

test("the server sends each language's page with its html lang, texts and alternates", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/om/resource/scholarships")).text();
  expect(html).toContain('<html lang="om">');
  expect(html).toContain(`<title>${scholarshipsIn("om")} | Born To Win</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/om/resource/scholarships" />`);
  for (const [hreflang, path] of [
    ["en", ""],
    ["am", "/am"],
    ["om", "/om"],
    ["x-default", ""],
  ]) {
    expect(html).toContain(
      `<link rel="alternate" hreflang="${hreflang}" href="${baseURL}${path}/resource/scholarships" />`,
    );
  }
  const sitemap = await (await request.get("/sitemaps/pages-am.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/am/resource/scholarships</loc>`);
});

test("a browser that prefers Amharic is offered the Amharic page, in Amharic", async ({
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const context = await browser.newContext({
    baseURL,
    locale: "am-ET",
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto("/about");
  const banner = page.getByRole("complementary", { name: catalogText("am", "language:suggestion.label") });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await banner.getByRole("link", { name: catalogText("am", "language:suggestion.switch") }).click();
  await expect(page).toHaveURL(/\/am\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(
    page.getByRole("complementary", { name: catalogText("am", "language:suggestion.label") }),
  ).toHaveCount(0);
  await context.close();
});

test("sign-in and its forgot-password screen read in the language of their address", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const console = watchConsole(page);
  await page.goto("/am/sign-in");
  await expect(
    page.getByRole("heading", { level: 1, name: catalogText("am", "auth:signIn.title") }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: catalogText("am", "auth:signIn.forgot") })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto("/om/sign-in/forgot-password");
  await expect(
    page.getByRole("heading", { level: 1, name: catalogText("om", "auth:forgot.email.title") }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/om\/sign-in\/forgot-password$/);
  await expectNoSidewaysScroll(page);
  console.expectClean();
});

/** The share of Ethiopic letters among all the letters of the page's visible text. */
const ethiopicShare = (page: Page) =>
  page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, never hidden text
    const text = document.body.innerText;
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    const ethiopic = text.match(/(?=\p{L})\p{Script=Ethiopic}/gu)?.length ?? 0;
    return letters ? ethiopic / letters : 0;
  });

test("an Amharic list, listing and post show their Amharic versions, drawn by the server", async ({
  browser,
  request,
}, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const { scholarships } = (await (
    await request.get(
      `${API}${apiPaths.paginateScholarships}?page=1&limit=${PAGE_SIZES.scholarships}&lang=am`,
    )
  ).json()) as { scholarships: Array<{ id: number; title: string }> };
  // Listings people added stay as written: the first one with an Amharic version.
  const first = scholarships.find((scholarship) => /\p{Script=Ethiopic}/u.test(scholarship.title));
  if (!first) throw new Error("the demo content has no scholarship in Amharic");
  // The demo translates its oldest posts: the list page that holds the last of them.
  const { News } = (await (await request.get(`${API}${apiPaths.blogs}?page=1&limit=100&lang=am`)).json()) as {
    News: Array<{ id: number; title: string; fieldLanguages: Record<string, string> }>;
  };
  const index = News.findLastIndex((post) => post.fieldLanguages.content === "am");
  const post = News[index];
  if (!post) throw new Error("the demo content has no post in Amharic");
  const listPage = Math.floor(index / PAGE_SIZES.blogs) + 1;
  const pages = [
    { path: "/am/resource/scholarships", heading: first.title },
    { path: `/am/resource/scholarships/${first.id}`, heading: first.title },
    { path: `/am/blogs?page=${listPage}`, heading: post.title },
    { path: `/am/blogs/${post.id}`, heading: post.title },
  ];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const { path, heading } of pages) {
      await page.goto(path);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      expect(heading).toMatch(/\p{Script=Ethiopic}/u);
      expect(await ethiopicShare(page), path).toBeGreaterThan(0.6);
    }
    await context.close();
  }
});

test("a listing without an Amharic version says so, and keeps its English marked as English", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "phone", "one width is enough");
  const { jobs } = (await (
    await request.get(`${API}${apiPaths.paginateJobs}?page=1&limit=100&lang=am`)
  ).json()) as {
    jobs: Array<{ id: number; JobTitle: string; fieldLanguages: Record<string, string> }>;
  };
  const english = jobs.find((job) => job.fieldLanguages.JobTitle === "en");
  test.skip(!english, "every demo job is translated into Amharic");
  if (!english) return;
  await page.goto(`/am/resource/job-opportunities/${english.id}`);
  await expect(page.getByText(catalogText("am", "common:content.notTranslated")).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: english.JobTitle })).toHaveAttribute("lang", "en");
  await expect(page.locator("main [lang=en]").first()).toBeVisible();
});
