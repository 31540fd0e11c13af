// Every route of the spec's route table (and the pages the site adds) at phone and desktop width in
// English, and at phone width in Amharic and Afaan Oromo under /am and /om: it draws its heading (in
// its language), fits the window, logs no console errors and has no axe-core violations.
import { localizedPath, PUBLIC_PAGES, resourceCategoryPath } from "@btw/contracts";
import { expect, test } from "@playwright/test";
import { catalogText } from "./catalog.ts";
import {
  API,
  expectAccessible,
  expectNoSidewaysScroll,
  scrollThrough,
  waitForContent,
  watchConsole,
} from "./support.ts";

const STATIC_ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ["/", "Bridging potential and opportunity for Ethiopians"],
  ["/blogs", "Stories from our community"],
  ["/about", "Nurturing talent, connecting resources, fostering growth"],
  ["/contact", "We are here to help"],
  ["/service", "Technology and training that create opportunity"],
  ["/startup-support", "Support for young founders"],
  ["/resource/scholarships", "Scholarships"],
  ["/resource/internships", "Internship"],
  ["/resource/training", "Empowering Future Leaders"],
  ["/resource/job-opportunities", "Jobs list"],
  ["/submit-jobs", "Submit your CV"],
  ["/born-to-win/donate", "Give a young Ethiopian the chance to win"],
  ["/resource/academic-career-tools", "Academic and career skills"],
  ["/resource/international-applications", "International applications"],
  ["/resource/self-development", "Self-development"],
  ["/resource/video-PDF", "Video and PDF library"],
  ["/resource/resume-sample", "Resume Sample"],
  ["/resource/toefl", "TOEFL"],
  ["/resource/public-speaking", "Public Speaking Tips"],
  ["/privacy-policy", "Your privacy matters to us"],
  ["/faqs", "Frequently asked questions"],
];

for (const [path, heading] of STATIC_ROUTES) {
  test(`${path} draws its page, fits the window, is clean and accessible`, async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Read to the bottom, so that sections drawn on approach are checked too.
    await scrollThrough(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    console.expectClean();
  });
}

// Amharic and Oromo at 360 px, where their longer words and taller script are most likely to break
// a layout; the desktop pass stays English to keep the whole run short.
const TRANSLATED_PAGES: Array<[path: string, heading: string]> = [
  ...Object.values(PUBLIC_PAGES).map((page) => [page.path, `${page.hero}.title`] as [string, string]),
  [resourceCategoryPath("toefl"), "resources:types.toefl"],
];
for (const language of ["am", "om"] as const) {
  for (const [pagePath, heading] of TRANSLATED_PAGES) {
    const path = localizedPath(pagePath, language);
    test(`${path} draws its page in its language, fits a phone, is clean and accessible`, async ({
      page,
    }, info) => {
      test.skip(info.project.name !== "phone", "translated pages run at phone width");
      const console = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(
        page.getByRole("heading", { level: 1, name: catalogText(language, heading), exact: true }),
      ).toBeVisible();
      await scrollThrough(page);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      console.expectClean();
    });
  }
}

test("the pages of one blog post and one opportunity of each kind", async ({ page, request }) => {
  const console = watchConsole(page);
  const blog = (await (await request.get(`${API}/blogs?limit=1`)).json()).News[0];
  const job = (await (await request.get(`${API}/paginate-jobs?limit=1`)).json()).jobs[0];
  const scholarship = (await (await request.get(`${API}/paginate-scholarship?limit=1`)).json())
    .scholarships[0];
  const internship = (await (await request.get(`${API}/paginate-internship?limit=1`)).json()).internships[0];
  const training = (await (await request.get(`${API}/paginate-training?limit=1`)).json()).training[0];
  const pages: Array<[string, string]> = [
    [`/blogs/${blog.id}`, blog.title],
    [`/resource/job-opportunities/${job.id}`, job.JobTitle],
    [`/resource/scholarships/${scholarship.id}`, scholarship.title],
    [`/resource/internships/${internship.id}`, internship.title || internship.internshipCategory],
    [`/resource/training/${training.id}`, training.Title],
  ];
  for (const [path, title] of pages) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await waitForContent(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
  console.expectClean();
});

test("an unknown address shows the not-found page, and its buttons work", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/resource/scholarships");
  await expect(page.getByRole("heading", { level: 1, name: "Scholarships" })).toBeVisible();
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist. Here are some helpful links:"),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/resource/scholarships");
  await page.getByRole("contentinfo").getByRole("link", { name: "News & Events" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  // Opened from another page of the site (as a broken link would), "Go back" returns there.
  await page.goto("/resource/not-a-type", { referer: page.url() });
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  // The browser reports the 404 documents themselves; nothing else may fail.
  console.expectClean([/status of 404/]);
});
