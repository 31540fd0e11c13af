// An admin's day on a 390 px phone with the console's list tools, against the built app and a real
// API: the new-notices count, approving from the queue, reading and replying to feedback and to a
// contact message (read/unread), deleting to the trash and restoring, and exporting the donations
// ticked in the list as a CSV with a byte-order mark. Runs once, in the phone project.
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectWithinWidth, makeMember, signIn, stamp, submitScholarship } from "./sessions.ts";
import { API, expectAccessible, expectNoSidewaysScroll, toastWith, watchConsole } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** What visitors and a member sent before the admin looks: a submission, feedback, a question, gifts. */
async function morningInbox(request: APIRequestContext) {
  const word = stamp();
  const { token } = await makeMember(request, "Lists");
  const title = `Lists Scholarship ${word}`;
  await submitScholarship(request, token, title);

  const feedback = `The alerts helped me apply in time ${word}`;
  const sent = await request.post(`${API}/feedbacks`, {
    data: { phone: "+251 911 234 567", message: feedback },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const questionFrom = `asker-${word}@example.test`;
  const asked = await request.post(`${API}/contact-messages`, {
    data: { email: questionFrom, message: `Can I apply from Adama? ${word}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const donors = [`Abebe${word}`, `Sara${word}`, `Kebede${word}`];
  for (const fname of donors) {
    const gift = await request.post(`${API}/chapaDonate`, {
      data: {
        amount: "150",
        fname,
        lname: "Tesfaye",
        phone_number: "0911223344",
        email: `donor-${word}@example.test`,
        address: "Piassa, Addis Ababa",
      },
    });
    expect(gift.status(), await gift.text()).toBe(200);
  }
  return { word, title, feedback, questionFrom, donors };
}

/** Fully inside the window, sideways. */

async function searchList(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("at 390 px an admin's day: notices, approve from the queue, reply to feedback, bulk-export donations", async ({
  page,
  request,
}) => {
  // A whole working morning in one journey, with axe on four screens.
  test.setTimeout(240_000);
  const inbox = await morningInbox(request);
  const browserLog = watchConsole(page);
  await signIn(page);

  // The dashboard says what came in since the admin last looked, and links to it.
  const notices = page.getByRole("region", { name: /new since you last looked/ });
  await expect(notices).toBeVisible();
  await expect(notices.getByRole("link", { name: /unread feedback/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Approve from the queue.
  await page.goto("/admin/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Approval queue" })).toBeVisible();
  const waiting = page.getByRole("row").filter({ hasText: inbox.title });
  const approve = waiting.getByRole("button", { name: `Approve ${inbox.title}` });
  await expectWithinWidth(page, approve);
  await approve.click();
  await page
    .getByRole("dialog", { name: `Approve ${inbox.title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastWith(page, "Approved")).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // Feedback: found by a search, unread until opened, answered by text message.
  await page.goto("/admin/inbox/feedback");
  await searchList(page, "Search by phone or message", inbox.word);
  const row = page.getByRole("row").filter({ hasText: inbox.feedback });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveClass(/data-table__row--strong/);
  const reply = row.getByRole("link", { name: "Reply by SMS to +251 911 234 567" });
  await expectWithinWidth(page, reply);
  await expect(reply).toHaveAttribute("href", "sms:+251911234567");
  await row.getByRole("button", { name: "Open the message from +251 911 234 567" }).click();
  const dialog = page.getByRole("dialog", { name: "Feedback from +251 911 234 567" });
  await expect(dialog.getByText(inbox.feedback)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(row.getByRole("button", { name: "Mark unread: +251 911 234 567" })).toBeVisible();
  await expect(row).not.toHaveClass(/data-table__row--strong/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A deleted message waits in the trash, and comes back.
  await row.getByRole("button", { name: /^Delete the feedback/ }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("restored for 30 days");
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await page.goto("/admin/trash");
  const trashed = page.getByRole("row").filter({ hasText: inbox.word });
  await expect(trashed).toHaveCount(1);
  await expectWithinWidth(page, trashed.getByRole("button", { name: /^Restore/ }));
  await trashed.getByRole("button", { name: /^Restore/ }).click();
  await expect(toastWith(page, "restored")).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await page.goto(`/admin/inbox/feedback?q=${inbox.word}`);
  await expect(page.getByRole("row").filter({ hasText: inbox.feedback })).toHaveCount(1);

  // A question from the international page: Reply opens the admin's mail app, addressed and quoted.
  await page.goto(`/admin/inbox/messages?q=${inbox.word}&read=unread`);
  const question = page.getByRole("row").filter({ hasText: inbox.questionFrom });
  const mail = question.getByRole("link", { name: `Reply to ${inbox.questionFrom} by email` });
  await expectWithinWidth(page, mail);
  const href = (await mail.getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${inbox.questionFrom}?`)).toBe(true);
  expect(decodeURIComponent(href)).toContain(`> Can I apply from Adama? ${inbox.word}`);
  await question.getByRole("button", { name: `Mark read: ${inbox.questionFrom}` }).click();
  await expect(question).toHaveCount(0);

  // Donations: tick two gifts and export just those.
  await page.goto(`/admin/donations?q=${inbox.word}&sort=fname`);
  const gifts = page.getByRole("row").filter({ hasText: inbox.word });
  await expect(gifts).toHaveCount(3);
  const first = page.getByRole("checkbox", { name: new RegExp(`^Select ${inbox.donors[0]} `) });
  await expectWithinWidth(page, first);
  await first.check();
  await page.getByRole("checkbox", { name: new RegExp(`^Select ${inbox.donors[1]} `) }).check();
  await expect(page.getByText("2 selected", { exact: true })).toBeVisible();
  const exportButton = page.getByRole("button", { name: "Export 2 selected (CSV)" });
  await expectWithinWidth(page, exportButton);
  const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.trim().split("\n");
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).join("\n")).toContain(inbox.donors[0]);
  expect(lines.slice(1).join("\n")).toContain(inbox.donors[1]);
  expect(csv).not.toContain(inbox.donors[2]);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  browserLog.expectClean();
});
