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

/** A short unique suffix, so rows one test makes never meet another's. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A member account made by the seeded admin through the API, signed in: its details and token. */
export async function makeMember(request: APIRequestContext, label: string) {
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const member = {
    fullName: `${label} member ${stamp()}`,
    email: `e2e-${label.toLowerCase()}-${stamp()}@example.test`,
    password: `pass-${stamp()}-word`,
    role: "member",
  };
  const made = await request.post(`${API}/users`, {
    data: member,
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { member, token: await apiToken(request, member.email, member.password) };
}

/** A scholarship the member behind `token` submits; it waits for approval. Answers its id. */
export async function submitScholarship(request: APIRequestContext, token: string, title: string) {
  const submitted = await request.post(`${API}/scholarships`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      scholarshipType: "Fully Funded",
      modeOfStudy: "Online",
      fieldsOfStudy: ["Public Health"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://example.org/apply",
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return (await submitted.json()).scholarship.id as number;
}
