// The organisation's details come from its settings (ORG_*, set in playwright.config.ts) and are in
// the page the server sends; the footer's year is this year's; the home page's Business link leads
// to the startup support page, in each language, with a way to ask for support.
import { expect, test } from "@playwright/test";
import { watchConsole } from "./support.ts";

const PHONE = "+251 11 555 0100";
const EMAIL = "office@borntowin.test";
const REGISTRATION = "ACSO-0000-TEST";

test("the footer, contact and about pages carry the organisation's details, drawn by the server", async ({
  page,
}) => {
  for (const path of ["/", "/contact", "/about", "/om/about"]) {
    const html = await (await page.request.get(path)).text();
    for (const detail of [PHONE, EMAIL, REGISTRATION]) expect(html, `${path}: ${detail}`).toContain(detail);
    expect(html, path).toContain(`© ${new Date().getFullYear()} Born To Win`);
  }

  const console = watchConsole(page);
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.locator("#contact-cards").getByRole("link", { name: PHONE })).toHaveAttribute(
    "href",
    "tel:+251115550100",
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Born To Win`)).toBeVisible();
  // The form's example number is never the office's.
  const hint = await page.locator("form").getByText(/\+251/).first().textContent();
  expect(hint).not.toContain(PHONE);
  // The server's footer and the browser's agree: React kept the server's markup (no hydration error).
  console.expectClean();
});

test("the home page's Business link opens the startup support page, which leads to the contact page", async ({
  page,
}) => {
  for (const [prefix, title, contact] of [
    ["", "Support for young founders", "Contact us"],
    ["/am", "ለወጣት መሥራቾች ድጋፍ", "ያግኙን"],
    ["/om", "Deeggarsa hundeessitoota dargaggootaaf", "Nu quunnamaa"],
  ] as const) {
    await page.goto(prefix || "/");
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    await page.locator(`main a[href="${prefix}/startup-support"]`).first().click();
    await expect(page).toHaveURL(`${prefix}/startup-support`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: contact }).first()).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
  }
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const files = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const xml = (await Promise.all(files.map(async (file) => (await page.request.get(file)).text()))).join("");
  expect(xml).toContain("/startup-support</loc>");
});
