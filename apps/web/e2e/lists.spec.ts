// Filtering, searching and paging go to the API's paginate routes, live in the address (shareable,
// the back button works) and start again at page 1 when a filter changes.
import { expect, type Page, test } from "@playwright/test";
import { API, gotoReady, scrollThrough, waitForContent, watchConsole } from "./support.ts";

const cardTitles = (page: Page) => page.locator("main .grid .card__title").allTextContents();
/** The site's page size for the four opportunity lists (apps/web/src/features/opportunities/list-page-size.ts). */
const LIST_PAGE_SIZE = 12;

/** Where the list's filters are: in the toolbar, or on phones in the sheet the Filters button opens. */
async function filters(page: Page) {
  const button = page.getByRole("button", { name: /^Filters/ });
  if (!(await button.isVisible())) return page.locator("main");
  await button.click();
  return page.getByRole("form", { name: "Filter the list" });
}

test("scholarships: filter by field of study, page through, and go back", async ({ page }) => {
  const console = watchConsole(page);
  const pages: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`${API}/paginate-scholarship`)) pages.push(new URL(request.url()).search);
  });
  await page.goto("/resource/scholarships");
  await waitForContent(page);
  const first = await cardTitles(page);
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
  // The list's own pages (the open counts ask for one item each, for their count).
  const listPages = pages.filter((search) => !/[?&]limit=1(&|$)/.test(search));
  expect(listPages.every((search) => search.includes(`limit=${LIST_PAGE_SIZE}`))).toBe(true);

  await page.getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  // The page is drawn once its results are in: wait for the new cards rather than for the address.
  await expect.poll(() => cardTitles(page)).not.toEqual(first);
  // The new page's list starts in view, not the footer below it.
  const listTop = () =>
    page.locator("#scholarship-list").evaluate((list) => list.getBoundingClientRect().top);
  await expect.poll(listTop).toBeGreaterThanOrEqual(0);
  expect(await listTop()).toBeLessThan(page.viewportSize()?.height ?? 0);
  await page.goBack();
  await expect(page).toHaveURL(/\/resource\/scholarships$/);
  await expect.poll(() => cardTitles(page)).toEqual(first);

  await page.getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const bar = await filters(page);
  await bar.getByLabel("Select Fields of Study").selectOption("Data Science");
  await expect(page).toHaveURL(/\?field=Data\+Science$/);
  // A card's last fact is its fields of study.
  const fields = () => page.locator("main .grid .opp-card__facts li:last-child").allTextContents();
  await expect
    .poll(async () => {
      const shown = await fields();
      return shown.length > 0 && shown.every((text) => text.includes("Data Science"));
    })
    .toBe(true);
  expect(
    pages.some((search) => search.includes("fieldOfStudy=Data+Science") && search.includes("page=1")),
  ).toBe(true);

  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/resource\/scholarships$/);
  console.expectClean();
});

test("scholarships: the level, funding and host country filters count their options and share an address", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/resource/scholarships?level=phd&funding=full");
  await waitForContent(page);
  const bar = await filters(page);
  await expect(bar.getByLabel("Level of study")).toHaveValue("phd");
  // Each option says how many open scholarships it lists, from the database.
  await expect(bar.getByLabel("Level of study").locator("option", { hasText: /^PhD \(\d+\)$/ })).toHaveCount(
    1,
  );
  await bar.getByLabel("Host country").selectOption("Germany");
  await expect(page).toHaveURL(/level=phd&funding=full&country=Germany$/);
  await expect.poll(() => cardTitles(page)).toEqual(["DAAD Research Grants: Doctoral Programmes in Germany"]);
  console.expectClean();
});

test("internships and training: category and country filters", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/resource/internships");
  await waitForContent(page);
  expect((await cardTitles(page)).length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
  await (await filters(page))
    .getByLabel("Select Internship Category")
    .selectOption("Mobile App Developer Intern");
  await expect(page).toHaveURL(/category=Mobile\+App\+Developer\+Intern/);
  await expect
    .poll(async () => [...new Set(await cardTitles(page))])
    .toEqual(["Mobile App Developer Intern"]);

  await page.goto("/resource/training?country=Japan");
  await waitForContent(page);
  await expect((await filters(page)).getByLabel("Select Training Place")).toHaveValue("Japan");
  const countries = await page.locator("main .grid .opp-card__line span").allTextContents();
  expect(countries.some((text) => text.includes("Japan"))).toBe(true);
  console.expectClean();
});

test("jobs: up to ten suggestions, a pick fills the box and narrows the list, page resets to 1", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/resource/job-opportunities?page=2");
  await waitForContent(page);
  expect((await cardTitles(page)).length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
  const box = page.getByRole("combobox", { name: "Search job positions" });
  await box.pressSequentially("an");
  const listbox = page.getByRole("listbox", { name: "Matching job titles" });
  await expect(listbox).toBeVisible();
  const options = await listbox.getByRole("option").allTextContents();
  expect(options.length).toBeGreaterThan(0);
  expect(options.length).toBeLessThanOrEqual(10);
  for (const option of options) expect(option.toLowerCase()).toContain("an");

  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue(options[0]!);
  await expect(listbox).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(options[0]!).replace(/%20/g, "\\+")}$`));
  await expect.poll(() => cardTitles(page)).toContain(options[0]);

  await box.fill("zzzz-no-such-job");
  await box.press("Enter");
  await expect(page.getByText('No open jobs match "zzzz-no-such-job".')).toBeVisible();
  console.expectClean();
});

test("a phone's Filters sheet: a modal dialog; a tap on the dimmed page closes it and goes nowhere, and so does moving on past it", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "phone layout");
  const console = watchConsole(page);
  await gotoReady(page, "/resource/scholarships");
  // While the sheet is open, the page behind it (this button too) is hidden from assistive technology.
  const button = page.getByRole("button", { name: "Filters", exact: true, includeHidden: true });
  const sheet = page.getByRole("form", { name: "Filter the list" });
  const funding = sheet.getByRole("combobox", { name: "Funding" });
  const search = page.getByRole("searchbox", { name: "Search this list" });
  await button.click();
  await expect(funding).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // Open, it is a modal dialog: the page behind it is out of the accessibility tree.
  await expect(page.getByRole("dialog", { name: "Filter the list" })).toHaveAttribute("aria-modal", "true");
  await expect(search).toHaveCount(0);
  // Above the sheet: the page's header and its logo, a link home, under the dimmed part.
  await page.mouse.click(40, 30);
  await expect(funding).toBeHidden();
  await expect(page).toHaveURL(/\/resource\/scholarships$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(search).toHaveCount(1);
  // Tab past "Show results" leaves the sheet: it closes rather than hide what has the focus.
  await button.click();
  await sheet.getByRole("button", { name: "Show results" }).focus();
  await page.keyboard.press("Tab");
  await expect(funding).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  // Escape closes it and gives the focus back to its button.
  await button.click();
  await funding.focus();
  await page.keyboard.press("Escape");
  await expect(funding).toBeHidden();
  await expect(button).toBeFocused();
  console.expectClean();
});

test("a phone's list: a dozen short cards, the first in the first screen, each opened by a tap anywhere on it", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "phone layout");
  const console = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const cards = page.locator("main .grid .opp-card");
  // Under a short band, with the filters and the order in the Filters sheet: the whole first card is
  // in the first screen of every list, in every language (Ethiopic lines run tallest).
  for (const language of ["", "/am", "/om"]) {
    for (const list of ["scholarships", "internships", "training", "job-opportunities"]) {
      const path = `${language}/resource/${list}`;
      await page.goto(path);
      await waitForContent(page);
      // No select stands above the cards: the filters and the order wait in the sheet.
      await expect(page.locator("main select").filter({ visible: true })).toHaveCount(0);
      const box = await cards.first().boundingBox();
      expect(box && box.y + box.height, path).toBeLessThanOrEqual(800);
    }
  }
  await page.goto("/resource/scholarships");
  await waitForContent(page);
  await expect(cards).toHaveCount(LIST_PAGE_SIZE);
  const first = await cards.first().boundingBox();
  if (!first) throw new Error("no first card");
  // About 200 px tall.
  expect(first.height).toBeGreaterThan(150);
  expect(first.height).toBeLessThanOrEqual(230);
  // Every target is at least 44 px: the card (its title's link, stretched over it) and Save.
  const save = await cards
    .first()
    .getByRole("button", { name: /^Save\b/ })
    .boundingBox();
  expect(save?.width).toBeGreaterThanOrEqual(44);
  expect(save?.height).toBeGreaterThanOrEqual(44);
  // One link per card, and a tap below its title (on the deadline) opens the listing.
  await expect(cards.first().getByRole("link")).toHaveCount(1);
  const title = (await cards.first().locator(".card__title").textContent())?.trim() ?? "";
  const deadline = await cards.first().locator(".opp-card__deadline").boundingBox();
  if (!deadline) throw new Error("no deadline");
  await page.mouse.click(deadline.x + deadline.width / 2, deadline.y + deadline.height / 2);
  await expect(page).toHaveURL(/\/resource\/scholarships\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  console.expectClean();
});

test("Post an opportunity on a list page asks a visitor to sign in or sign up first", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/resource/internships");
  await page.getByRole("main").getByRole("link", { name: "Post an opportunity" }).click();
  await expect(page).toHaveURL(/\/post-opportunity\?kind=internships$/);
  await expect(page.getByRole("heading", { level: 2, name: "Sign in to post" })).toBeVisible();
  // Both ways come back to the form of the list's kind.
  const gate = page.getByRole("main");
  for (const [name, path] of [
    ["Sign in", "/sign-in"],
    ["Create account", "/sign-up"],
  ] as const) {
    const href = (await gate.getByRole("link", { name, exact: true }).getAttribute("href")) ?? "";
    const target = new URL(href, "http://site.test");
    expect(target.pathname).toBe(path);
    expect(target.searchParams.get("next")).toBe("/post-opportunity?kind=internships");
  }
  console.expectClean();
});

test("blogs: four a page with first/last pagination, and Read more opens the post", async ({
  page,
}, info) => {
  const console = watchConsole(page);
  await page.goto("/blogs");
  await waitForContent(page);
  expect(await cardTitles(page)).toHaveLength(4);
  const nav = page.getByRole("navigation", { name: "Blog pages" });
  // A phone shows Previous, "Page 1 of N" and Next; wider screens every page number and First/Last.
  const phone = info.project.name === "phone";
  await nav.getByRole("link", { name: phone ? "Next" : "Last", exact: true }).click();
  await expect(page).toHaveURL(/\?page=\d+$/);
  await nav.getByRole("link", { name: phone ? "Previous" : "First", exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  if (phone) await expect(nav.getByText(/^Page 1 of \d+$/)).toBeVisible();
  else await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const title = (await cardTitles(page))[0]!;
  await page
    .getByRole("link", {
      name: new RegExp(`^Read more\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    })
    .click();
  await expect(page).toHaveURL(/\/blogs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  console.expectClean();
});

test("resource category: the dropdown moves between types, clearing goes to resume samples", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/resource/cover-letter");
  await page.getByLabel("Select Resource Category").selectOption("ielts");
  await expect(page).toHaveURL(/\/resource\/ielts$/);
  await expect(page.getByRole("heading", { level: 1, name: "IELTS" })).toBeVisible();
  await waitForContent(page);
  await expect(page.getByRole("link", { name: /^Download Now/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/resource\/resume-sample$/);
  console.expectClean();
});

test("home: news from the blog, and the testimonials carousel turns by itself and by its dots", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/");
  await waitForContent(page);
  // Sections below the first screen are drawn as the reader scrolls towards them.
  await scrollThrough(page);
  await expect(page.locator("#news .card__title")).toHaveCount(3);
  const carousel = page.getByRole("region", { name: "Student testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  const dots = carousel.getByRole("button", { name: /^Show slide/ });
  expect(await dots.count()).toBeGreaterThan(1);
  const current = () => carousel.locator('.carousel__dot[aria-current="true"]').getAttribute("aria-label");
  const before = await current();
  await page.mouse.move(0, 0);
  await expect.poll(current, { timeout: 5_000 }).not.toBe(before);
  await dots.nth(0).click();
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

  // Slides wholly in view (spec): 1 at or under 640 px, 2 at or under 1024 px, 3 above.
  const slidesInView = () =>
    carousel.locator(".carousel__viewport").evaluate((viewport) => {
      const frame = viewport.getBoundingClientRect();
      return [...viewport.querySelectorAll(".carousel__slide")].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
  for (const [width, perView] of [
    [390, 1],
    [1024, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await carousel.hover();
    await expect.poll(slidesInView).toBe(perView);
  }
  console.expectClean();
});

test("faq: an accordion that opens one answer at a time, before and without the page's scripts", async ({
  page,
  browser,
  baseURL,
}) => {
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  for (const reader of [page, await withoutScripts.newPage()]) {
    await reader.goto("/faqs");
    const question = (name: string) => reader.locator("summary", { hasText: name });
    const answer = (name: string) => reader.getByRole("region", { name });
    await expect(answer("How do I apply for a scholarship?")).toBeVisible();
    await question("How do you protect my data?").click();
    await expect(answer("How do you protect my data?")).toBeVisible();
    await expect(answer("How do I apply for a scholarship?")).toBeHidden();
    await question("How do you protect my data?").click();
    await expect(answer("How do you protect my data?")).toBeHidden();
  }
  await withoutScripts.close();
});

test("a page past the end says so, shows no result count, and links back to the last page", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/resource/scholarships?page=999");
  await expect(page.getByText(/^There is no page 999: this list ends at page \d+\.$/)).toBeVisible();
  await expect(page.getByText(/^\d+ results?$/)).toHaveCount(0);
  await page.getByRole("link", { name: /^Go to the last page \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\?page=\d+$/);
  // The last page's cards replace the message once its results are in.
  await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
  console.expectClean();
});
