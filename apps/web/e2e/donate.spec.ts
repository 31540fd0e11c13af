// The whole donation in Chromium, on a fresh install (no Chapa key): the donate form, the built-in
// test checkout standing in for Chapa's hosted page, and the thank-you page showing the real state.
// The API's PUBLIC_URL must be the origin under test: checkout and return links are built from it.
import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "./support.ts";

const TEST_BANNER = "TEST CHECKOUT — no money moves";

async function fillDonationForm(page: Page, amount: string, options: { monthly?: boolean } = {}) {
  await gotoReady(page, "/born-to-win/donate");
  const form = page.getByRole("form", { name: "Make a donation" });
  if (options.monthly) await form.getByLabel("Monthly").check();
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByLabel(/^First name/).fill("Hanna");
  await form.getByLabel(/^Last name/).fill("Tesfaye");
  await form.getByLabel(/^Phone/).fill("0911223344");
  await form.getByLabel(/^Email/).fill(`e2e-donor-${Date.now()}@example.test`);
  await form.getByLabel(/^Address/).fill("Piassa, Addis Ababa");
  await form.getByRole("button", { name: options.monthly ? "Start monthly giving" : "Donate now" }).click();
  await expect(page).toHaveURL(/\/born-to-win-api\/donate\/test-checkout\/btw-/);
  await expect(page.getByText(TEST_BANNER)).toBeVisible();
}

test("a donor gives through the test checkout and the thank-you page confirms it", async ({
  page,
  request,
}) => {
  await fillDonationForm(page, "150");
  await expect(page.getByText("150.00 ETB").first()).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/born-to-win\/donate\/thank-you\?tx_ref=btw-/);
  await expect(page.getByRole("heading", { name: "Thank you! Your gift was received" })).toBeVisible();
  await expect(page.getByText(/We received 150\.00 ETB/)).toBeVisible();

  const txRef = new URL(page.url()).searchParams.get("tx_ref")!;
  await expect(page.getByText(`Reference: ${txRef}`)).toBeVisible();
  const status = await request.get(`/born-to-win-api/donate/status/${txRef}`);
  expect(await status.json()).toMatchObject({ txRef, status: "paid", amount: 150, currency: "ETB" });
});

test("a monthly donor is told about the monthly reminders", async ({ page }) => {
  await fillDonationForm(page, "250", { monthly: true });
  await expect(page.getByText("Monthly gift (this month's payment)")).toBeVisible();
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your gift was received" })).toBeVisible();
  await expect(page.getByText(/You chose to give monthly/)).toBeVisible();
});

test("a failed test payment says so and offers to try again", async ({ page }) => {
  await fillDonationForm(page, "75");
  await page.getByRole("button", { name: "Fail / cancel" }).click();

  await expect(page).toHaveURL(/\/born-to-win\/donate\/thank-you\?tx_ref=btw-/);
  await expect(page.getByRole("heading", { name: "Your payment did not go through" })).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/born-to-win\/donate$/);
});

test("the thank-you page without a reference explains what to do", async ({ page }) => {
  await gotoReady(page, "/born-to-win/donate/thank-you");
  await expect(page.getByRole("heading", { name: "We could not find a donation reference" })).toBeVisible();
});
