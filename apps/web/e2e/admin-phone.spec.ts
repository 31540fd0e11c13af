// The admin console on a 390 px phone against the built app and a real API: list rows are cards with
// their buttons on screen (no sideways scrolling), and an ended session during Save asks to sign in
// again over the form, keeping what was typed, then saves. Runs once, in the phone project.
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  ADMIN,
  apiToken,
  expectWithinWidth,
  makeMember,
  signIn,
  stamp,
  submitScholarship,
} from "./sessions.ts";
import { API, expectAccessible, expectNoSidewaysScroll, toastWith, watchConsole } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** A member (made by the seeded admin) who has submitted a scholarship that waits for approval. */
async function memberWithSubmission(request: APIRequestContext) {
  const { member, token } = await makeMember(request, "Phone");
  const title = `Phone Scholarship ${stamp()}`;
  await submitScholarship(request, token, title);
  return { member, title };
}

/** Fully inside the window, sideways: reachable without scrolling the page or its list left or right. */

test("at 390 px an admin approves from the queue, with every row's buttons on screen", async ({
  page,
  request,
}) => {
  const { member, title } = await memberWithSubmission(request);
  const browserLog = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Approval queue" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  const approveButton = row.getByRole("button", { name: `Approve ${title}` });
  await expectWithinWidth(page, approveButton);
  await expectWithinWidth(page, row.getByRole("button", { name: `Reject ${title}` }));
  await expectNoSidewaysScroll(page);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);

  // The reject dialog reads as prose: left-aligned and wrapped inside the window.
  await row.getByRole("button", { name: `Reject ${title}` }).click();
  const reject = page.getByRole("dialog", { name: `Reject ${title}?` });
  const rejectText = reject.getByText("The person who submitted it gets an email");
  await expect(rejectText).toBeVisible();
  expect(await rejectText.evaluate((node) => getComputedStyle(node).textAlign)).toMatch(/left|start/);
  await expectWithinWidth(page, rejectText);
  await reject.getByRole("button", { name: "Cancel" }).click();

  await approveButton.click();
  await page
    .getByRole("dialog", { name: `Approve ${title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastWith(page, "Approved")).toBeVisible();
  await expect(row).toHaveCount(0);
  browserLog.expectClean();

  // The member's "My submissions" at the same width: Edit is on screen.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, member.email, member.password);
  await expect(page.getByRole("heading", { level: 1, name: "My submissions" })).toBeVisible();
  await expectWithinWidth(page, page.getByRole("link", { name: `Edit ${title}` }));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test("at 390 px a blog post survives a reload as a draft and an ended session during Save", async ({
  page,
  request,
}) => {
  const title = `Phone post ${stamp()}`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/blogs/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page
    .getByRole("textbox", { name: "Summary", exact: true })
    .fill("Written on a phone between two meetings.");
  await page
    .getByRole("textbox", { name: "Full text", exact: true })
    .fill("A long post that must not be lost.\n\nSecond paragraph.");

  // A reload puts the draft back, and says so.
  await page.reload();
  await expect(page.getByText("A draft you had not saved was restored")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Full text", exact: true })).toContainText(
    "Second paragraph",
  );

  // The session ends on the server (as at its 60 minutes, or a sign-out elsewhere).
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("userInfo") ?? "{}").token as string,
  );
  const logout = await request.post(`${API}/users/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBeTruthy();

  await page.getByRole("button", { name: "Create" }).click();
  const again = page.getByRole("dialog", { name: "Sign in again to continue" });
  await expect(again).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await expectAccessible(page);
  await again.getByLabel("Password").fill(ADMIN.password);
  await again.getByRole("button", { name: "Sign in and continue" }).click();

  await expect(toastWith(page, "Blog post created.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  // The list's row (while the list loads, the form and its Languages section still show the title).
  await expect(page.getByRole("main").getByRole("row").filter({ hasText: title })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("draft")))).toEqual(
    [],
  );
});

test("at 390 px a role change asks first, and Cancel leaves the role as it was", async ({
  page,
  request,
}) => {
  const { member } = await memberWithSubmission(request);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const role = page.getByRole("combobox", { name: `Role of ${member.fullName}` });
  await expectWithinWidth(page, role);

  await role.selectOption("editor");
  const ask = page.getByRole("alertdialog", { name: `Change the role of ${member.fullName}?` });
  await expect(ask).toContainText("From Member to Editor");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(role).toHaveValue("member");

  await role.selectOption("editor");
  await ask.getByRole("button", { name: "Change role" }).click();
  await expect(toastWith(page, "Change saved.")).toBeVisible();
  await expect(role).toHaveValue("editor");
  // The server has it too: the account may now sign in as an editor.
  const token = await apiToken(request, member.email, member.password);
  const me = await request.get(`${API}/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await me.json()).user.role).toBe("editor");
});
