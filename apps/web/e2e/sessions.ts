// Signing in for the end-to-end specs: the seeded admin, an API token for arranging data, the
// sign-in form as a person fills it, and a check that an element sits inside a phone's width.
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { API } from "./support.ts";

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? "admin@example.test",
  password: process.env.ADMIN_PASSWORD ?? "admin-password-123",
};

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}/users/login`, { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).token as string;
}

/** Signs in through the form. Staff land in the console; members in their own account, from where
 * the console's screens they may use (My submissions) are opened. */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin|\/account$/);
  if (page.url().endsWith("/account")) await page.goto("/admin/my-submissions");
}

export async function expectWithinWidth(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
