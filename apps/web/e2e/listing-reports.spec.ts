// Scam safety on a listing's page: the never-pay notice, "Report this listing" sent without an
// account, and a listing reported by three different people (the server's REPORT_HIDE_THRESHOLD,
// 3 by default) leaving the public list and its page until staff review it.
//
// Reports from one address count as one person, so the other two reporters are members (made, and
// so verified, by the seeded admin through the API) on addresses of their own (the server trusts one
// proxy here, so X-Forwarded-For names them); the listing is a fresh job, so no other test loses a
// seeded one.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, apiToken, stamp } from "./sessions.ts";
import { API, expectAccessible, expectNoSidewaysScroll, watchConsole } from "./support.ts";

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A member account made by the admin, signed in through the API. */
async function memberToken(request: APIRequestContext, adminToken: string): Promise<string> {
  const account = {
    fullName: `E2E Reporter ${stamp()}`,
    email: `e2e-reporter-${stamp()}@example.test`,
    password: `pass-${stamp()}-word`,
    role: "member",
  };
  const created = await request.post(`${API}/users`, {
    data: account,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return apiToken(request, account.email, account.password);
}

test("a listing reported by three different people leaves the public list and its page", async ({
  page,
  browser,
  request,
}) => {
  const browserLog = watchConsole(page);
  const admin = await apiToken(request, ADMIN.email, ADMIN.password);
  const title = `E2E Fee Job ${stamp()}`;
  const created = await request.post(`${API}/jobs`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      JobTitle: title,
      Type: "Full-time",
      Description: "Send 500 birr to our agent before your interview.",
      applyUrl: "https://example.org/apply",
      deadline: futureDate(20),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()).job as { id: number; status: string };
  expect(job.status).toBe("approved");
  const jobPath = `/resource/job-opportunities/${job.id}`;
  const inPublicList = async () => {
    const list = await request.get(`${API}/paginate-jobs?limit=100&q=${encodeURIComponent(title)}`);
    expect(list.ok()).toBeTruthy();
    return ((await list.json()).jobs as Array<{ id: number }>).some((item) => item.id === job.id);
  };
  expect(await inPublicList()).toBe(true);

  // The page says plainly that applying is free, and a visitor reports it without an account.
  await page.goto(jobPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Never pay to apply" })).toBeVisible();
  await expect(page.getByText("Born To Win never charges to apply.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `${API}/jobs/${job.id}/deadline.ics`,
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Report this listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  // No reason: nothing is sent.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("radio", { name: "Asks for money to apply" }).check();
  await dialog.getByLabel("Details (optional)").fill("The agent asked me for 500 birr on Telegram.");
  const sent = page.waitForResponse((response) => response.url().endsWith(`${API}/reports`));
  await dialog.getByRole("button", { name: "Send report" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Thank you. Our team will check this listing.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Report this listing" })).toBeFocused();

  // One person counts once: the same browser reporting again does not hide it.
  const again = await request.post(`${API}/reports`, {
    data: { kind: "jobs", id: job.id, reason: "scam-or-fake" },
    headers: { "User-Agent": await page.evaluate(() => navigator.userAgent) },
  });
  expect([200, 201]).toContain(again.status());
  expect(await inPublicList()).toBe(true);

  // Two members elsewhere report it too: three different people.
  for (const [reason, address] of [
    ["scam-or-fake", "198.51.100.21"],
    ["asks-for-money", "198.51.100.22"],
  ] as const) {
    const token = await memberToken(request, admin);
    expect(await inPublicList()).toBe(true);
    const report = await request.post(`${API}/reports`, {
      data: { kind: "jobs", id: job.id, reason },
      headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": address },
    });
    expect(report.status(), await report.text()).toBe(201);
  }

  // Hidden: gone from the public list (API and page) and its page is not found. A new visitor looks
  // (the first browser may keep the page's answer for the API's max-age).
  expect(await inPublicList()).toBe(false);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/resource/job-opportunities?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText("0 results")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: title, exact: true })).toHaveCount(0);
  expect((await request.get(`${API}/jobs/${job.id}`)).status()).toBe(404);
  await visitor.goto(jobPath);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  // Staff still see it, marked hidden, waiting for review.
  const staffView = await request.get(`${API}/jobs/${job.id}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(staffView.status()).toBe(200);
  expect((await staffView.json()).job).toMatchObject({ hidden: true });
  browserLog.expectClean([/status of 404/]);
});
