// "Reject N selected" in the approval queue on a 390 px phone against the built app and a real API:
// the dialog's words wrap inside the window and read left-aligned, a reason is required, and the
// ticked items leave the queue. Runs once, in the phone project.
import { expect, test } from "@playwright/test";
import { ADMIN, expectWithinWidth, makeMember, signIn, stamp, submitScholarship } from "./sessions.ts";
import { expectNoSidewaysScroll, toastWith, watchConsole } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px an admin rejects two ticked submissions with one reason", async ({ page, request }) => {
  const { token } = await makeMember(request, "Bulk");
  const titles = [`Bulk Scholarship ${stamp()}`, `Bulk Scholarship ${stamp()}`];
  for (const title of titles) await submitScholarship(request, token, title);

  const browserLog = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Approval queue" })).toBeVisible();
  for (const title of titles) await page.getByRole("checkbox", { name: `Select ${title}` }).check();
  const bar = page.getByRole("region", { name: "Scholarships: selected rows" });
  const rejectSelected = bar.getByRole("button", { name: "Reject 2 selected" });
  await expectWithinWidth(page, rejectSelected);
  await rejectSelected.click();

  const dialog = page.getByRole("alertdialog", { name: "Reject 2 items?" });
  const text = dialog.getByText("Each submitter gets an email with your reason");
  await expect(text).toBeVisible();
  expect(await text.evaluate((node) => getComputedStyle(node).textAlign)).toMatch(/left|start/);
  expect(await text.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe("normal");
  await expectWithinWidth(page, text);
  await expectWithinWidth(page, dialog.getByRole("heading", { name: "Reject 2 items?" }));
  await expectWithinWidth(page, dialog.getByRole("button", { name: "Reject 2 items" }));
  await expectNoSidewaysScroll(page);

  await dialog.getByRole("button", { name: "Reject 2 items" }).click();
  await expect(dialog.getByText("Tell the submitter why, so they can fix it")).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill("Add the application deadline and the amount of the award.");
  await dialog.getByRole("button", { name: "Reject 2 items" }).click();
  await expect(toastWith(page, "2 items rejected.")).toBeVisible();
  for (const title of titles) await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  browserLog.expectClean();
});
