// The admin side must cost public visitors nothing: its code (and styles) load only on /sign-in and
// /admin. This reads every script and stylesheet the public pages load in Chromium and looks for code
// that exists only in the admin side; the sign-in page is the control that the check can see it.
import { expect, type Page, test } from "@playwright/test";

/** Class names written only by admin components (they survive minification as string literals). */
const ADMIN_ONLY = [
  "admin-topbar",
  "auth-card__title",
  "tag-input__entry",
  "data-table__scroll",
  "admin-dialog__actions",
  "rich-text-editor__toolbar",
];

async function loadedAssets(page: Page, paths: string[]) {
  const assets = new Map<string, string>();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    assets.set(response.url(), await response.text().catch(() => ""));
  });
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  return assets;
}

const adminMarkersIn = (assets: Map<string, string>) =>
  [...assets].flatMap(([url, body]) =>
    ADMIN_ONLY.filter((marker) => body.includes(marker)).map((marker) => `${marker} in ${url}`),
  );

test("public pages load no admin code; the sign-in page does", async ({ browser }) => {
  const publicPage = await (await browser.newContext()).newPage();
  const publicAssets = await loadedAssets(publicPage, [
    "/",
    "/resource/scholarships",
    "/resource/job-opportunities",
    "/blogs",
    "/born-to-win/donate",
    "/about",
  ]);
  expect(publicAssets.size).toBeGreaterThan(2);
  expect(
    [...publicAssets.keys()].filter((url) => /\/assets\/(admin|sign-in|forgot-password)[-.]/.test(url)),
  ).toEqual([]);
  expect(adminMarkersIn(publicAssets)).toEqual([]);

  // The same check finds admin code once the admin side is opened.
  const signInPage = await (await browser.newContext()).newPage();
  const signInAssets = await loadedAssets(signInPage, ["/sign-in"]);
  expect(adminMarkersIn(signInAssets).some((hit) => hit.startsWith("auth-card__title"))).toBe(true);
});
