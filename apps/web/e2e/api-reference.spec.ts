// The API reference page: Swagger UI served by the app itself, under the site's own CSP.
import { expect, test } from "@playwright/test";
import { API, watchConsole } from "./support.ts";

test("the API reference draws the OpenAPI document with Swagger UI, with no CSP violation", async ({
  page,
}) => {
  const browserLog = watchConsole(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto(`${API}/docs`);
  // The site's own scripts (the response's nonce allows no inline script on this page) and nothing unsafe.
  expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
  expect(answer?.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe/);
  // Swagger UI is a large script (about 1.5 MB) that then fetches the document: give it time.
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Born To Win", { timeout: 45_000 });
  // The filter finds a tag's operations; one opens with its "Try it out" console.
  await page.getByPlaceholder("Filter by tag").fill("Scholarships");
  const operation = page.locator(".opblock-get").filter({
    has: page.locator('.opblock-summary-path[data-path="/scholarships"]'),
  });
  await operation.locator(".opblock-summary-control").click();
  await expect(operation.getByRole("button", { name: "Try it out" })).toBeVisible();
  expect(violations).toEqual([]);
  browserLog.expectClean();
});
