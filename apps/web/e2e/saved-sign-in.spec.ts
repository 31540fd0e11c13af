// Saving without an account, then signing in: the opportunity saved in the browser moves into the
// member's account (and is still there for the API), and the saved page lists it.
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, stamp } from "./sessions.ts";
import { API, expectAccessible, watchConsole } from "./support.ts";

test("an opportunity saved without an account is in the account after sign-in", async ({ page, request }) => {
  const browserLog = watchConsole(page);
  const member = {
    fullName: `E2E Saver ${stamp()}`,
    email: `e2e-saver-${stamp()}@example.test`,
    password: `pass-${stamp()}-word`,
    role: "member",
  };
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const created = await request.post(`${API}/users`, {
    data: member,
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A visitor with no account saves the first scholarship of the list.
  await page.goto("/resource/scholarships");
  // A tap before the app has taken the page over is not kept: wait for it, as other specs do.
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  const card = page.locator("#scholarship-list .card").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  const save = card.getByRole("button", { name: /^Save\b/ });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(save).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await save.click();
  await expect(card.getByRole("button", { name: /^Saved\b/ })).toHaveAttribute("aria-pressed", "true");
  const stored = await page.evaluate(() => localStorage.getItem("btw:saved-opportunities"));
  expect(stored).toContain(JSON.stringify(title).slice(1, -1));

  // It survives a reload and is on the saved page.
  await page.goto("/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved opportunities" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText(/Sign in and they are kept in your account too\.$/)).toBeVisible();
  await expectAccessible(page);

  // The account knows nothing of it yet.
  const memberToken = await apiToken(request, member.email, member.password);
  const before = await request.get(`${API}/account/saved`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(before.status()).toBe(200);
  expect((await before.json()).saved).toEqual([]);

  // Signing in merges the browser's list into the account.
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(member.email);
  await page.getByLabel("Password", { exact: false }).fill(member.password);
  const merged = page.waitForResponse((response) => response.url().endsWith(`${API}/account/saved/merge`));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/saved");
  expect((await merged).status()).toBe(200);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText(/kept in your account as well as on this phone or computer\.$/)).toBeVisible();

  const after = await request.get(`${API}/account/saved`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(after.status()).toBe(200);
  const saved = (await after.json()).saved as Array<{ kind: string; title: string }>;
  expect(saved).toEqual([expect.objectContaining({ kind: "scholarships", title })]);
  browserLog.expectClean();
});
