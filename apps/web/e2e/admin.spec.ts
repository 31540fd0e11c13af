// The admin side in Chromium against the built app and a real API on a seeded database: sign-in,
// the approval flow from a member's submission to the public page, editing and deleting, a member's
// "My submissions", the emailed password-reset code, an ended session, and what an editor may not open.
//
// The server under test runs with ADMIN_EMAIL / ADMIN_PASSWORD (the seeded admin) and writes mail as
// .eml files into MAIL_DIR (no SMTP_URL); this file reads the same three variables.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiToken, signIn, stamp, submitScholarship } from "./sessions.ts";
import { API, expectAccessible, expectNoticeBelow, toastWith, watchConsole } from "./support.ts";

const MAIL_DIR = process.env.MAIL_DIR ?? "";

/** A small, valid PNG (solid green), made here so the test needs no fixture file. */
function pngBuffer(width = 64, height = 40): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([26, 118, 87]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = () => ({ name: "campus.png", mimeType: "image/png", buffer: pngBuffer() });

/** An account made by the seeded admin through the API (the screens under test come after). */
async function makeUser(request: APIRequestContext, role: "editor" | "member") {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const account = {
    fullName: `E2E ${role} ${stamp()}`,
    email: `e2e-${role}-${stamp()}@example.test`,
    password: `pass-${stamp()}-word`,
    role,
  };
  const response = await request.post(`${API}/users`, {
    data: account,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** The admin menu, opened first where it sits behind the Menu button (tablets and phones). */
async function adminNav(page: Page) {
  const menu = page.getByRole("button", { name: "Menu" });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeVisible();
  return nav;
}

const toast = toastWith;

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillScholarship(page: Page, title: string) {
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Scholarship type").fill("Fully Funded");
  await page.getByLabel("Mode of study").selectOption("Online");
  await page.getByRole("textbox", { name: "Fields of study" }).fill("Public Health");
  await page.getByRole("textbox", { name: "Fields of study" }).press("Enter");
  await page.getByRole("button", { name: "Add Data Science" }).click();
  await page.getByRole("textbox", { name: "Eligible countries" }).fill("Ethiopia");
  await page.getByRole("textbox", { name: "Eligible countries" }).press("Enter");
  await page.getByLabel("Link to the scholarship").fill("https://example.org/apply");
  await page.getByLabel("Deadline").fill(futureDate(60));
  await page.getByLabel("Image").setInputFiles(photo());
  await expect(page.getByAltText("Preview of campus.png")).toBeVisible();
}

/** The newest password-reset email to `email` in MAIL_DIR, read as delivered; answers the code in its text. */
async function resetCodeFor(email: string, after: number): Promise<string> {
  expect(MAIL_DIR, "MAIL_DIR must name the folder the server writes mail to").not.toBe("");
  for (
    const started = Date.now();
    Date.now() - started < 20_000;
    await new Promise((r) => setTimeout(r, 250))
  ) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
      .filter((file) => file.endsWith("-password-reset-code.eml"))
      .sort()
      .reverse();
    for (const file of files) {
      const text = await readFile(join(MAIL_DIR, file), "utf8");
      const date = Date.parse(text.match(/^Date: (.+)$/m)?.[1] ?? "");
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(text) || date < after - 1000)
        continue;
      // The code stands on its own line in the message, never in the subject (lock screens show subjects).
      expect(text.match(/^Subject: .*$/m)?.[0]).not.toMatch(/\d{6}/);
      const code = text.match(/^ +(\d{6}) *$/m)?.[1];
      if (code) return code;
    }
  }
  throw new Error(`no password-reset email to ${email} arrived in ${MAIL_DIR}`);
}

test("a member's scholarship waits for approval, then is approved, shown publicly, edited and deleted", async ({
  browser,
  request,
}) => {
  const member = await makeUser(request, "member");
  const title = `E2E Scholarship ${stamp()}`;
  const updated = `${title} (updated)`;

  // The member submits it with an image: it waits for review.
  const memberPage = await signedInPage(browser, member.email, member.password);
  await expect(memberPage.getByRole("heading", { level: 1, name: "My submissions" })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Users" })).toHaveCount(0);
  await memberPage.getByRole("main").getByRole("link", { name: "Submit an opportunity" }).click();
  await memberPage.getByRole("link", { name: /Share a scholarship/ }).click();
  await fillScholarship(memberPage, title);
  await memberPage.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(memberPage, "Submitted for review")).toBeVisible();
  await expect(memberPage).toHaveURL(/\/admin\/my-submissions$/);
  const mine = memberPage.getByRole("row").filter({ hasText: title });
  await expect(mine).toContainText("Pending");
  await expect(mine).toContainText("Waiting for an administrator");

  // Not public while pending.
  await memberPage.goto("/resource/scholarships");
  await expect(memberPage.getByRole("heading", { name: "Scholarships", level: 1 })).toBeVisible();
  await expect(memberPage.getByText(title)).toHaveCount(0);

  // The admin approves it from the queue.
  const adminPage = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await (await adminNav(adminPage)).getByRole("link", { name: "Approval queue" }).click();
  const queued = adminPage.getByRole("row").filter({ hasText: title });
  await queued.getByRole("button", { name: `Approve ${title}` }).click();
  const approve = adminPage.getByRole("dialog", { name: `Approve ${title}?` });
  await approve.getByRole("button", { name: "Approve" }).click();
  // The notice sits under the console's top bar: Sign out stays clear.
  await expectNoticeBelow(toast(adminPage, "Approved successfully!"), adminPage.locator(".admin-topbar"));
  await expect(queued).toHaveCount(0);

  // It is on the public list (a compact card, no picture) and its page shows its image.
  await adminPage.goto("/resource/scholarships");
  const card = adminPage.locator("article").filter({ has: adminPage.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByRole("main").locator("img").first()).toHaveAttribute(
    "src",
    /\/uploads\/.+\.webp/,
  );

  // The member sees it approved.
  await memberPage.goto("/admin/my-submissions");
  await expect(memberPage.getByRole("row").filter({ hasText: title })).toContainText("Approved");

  // The admin edits it; the public page follows.
  await adminPage.goto("/admin/scholarships");
  await adminPage.getByRole("searchbox", { name: /Search scholarships/ }).fill(title);
  await adminPage.getByRole("button", { name: "Search", exact: true }).click();
  await expect(adminPage.getByText("1 result")).toBeVisible();
  await adminPage.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(adminPage.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(adminPage.getByRole("list", { name: "Fields of study: chosen" })).toContainText(
    "Public Health",
  );
  await adminPage.getByRole("textbox", { name: "Title", exact: true }).fill(updated);
  await adminPage.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(adminPage, "Scholarship saved.")).toBeVisible();
  await expect(adminPage).toHaveURL(/\/admin\/scholarships/);
  await adminPage.goto("/resource/scholarships");
  await expect(adminPage.getByRole("heading", { name: updated })).toBeVisible();

  // The admin deletes it: gone from the admin list and the public page.
  await adminPage.goto(`/admin/scholarships?q=${encodeURIComponent(updated)}`);
  await adminPage.getByRole("button", { name: `Delete ${updated}` }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: `Delete ${updated}?` });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, `“${updated}” deleted.`)).toBeVisible();
  await expect(adminPage.getByText("Nothing matches this search or filter.")).toBeVisible();
  await adminPage.goto("/resource/scholarships");
  await expect(adminPage.getByRole("heading", { name: "Scholarships", level: 1 })).toBeVisible();
  await expect(adminPage.getByText(updated)).toHaveCount(0);
});

test("an admin's own scholarship with an image is published at once", async ({ page }) => {
  const title = `E2E Staff Scholarship ${stamp()}`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await (await adminNav(page)).getByRole("link", { name: "Scholarships" }).click();
  await page.getByRole("link", { name: "Add a scholarship" }).click();

  // The contracts' rules are checked before anything is sent.
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Title required")).toBeVisible();
  await expect(page.getByText("Fields of study: choose at least 1")).toBeVisible();

  await fillScholarship(page, title);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Scholarship created.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Approved");
  await expect(row.locator("img")).toHaveAttribute("src", /\/uploads\/.+\.webp/);
});

test("an editor adds an Amharic title beside the original, and /am shows it", async ({ page, request }) => {
  const title = `E2E Versions Scholarship ${stamp()}`;
  const amharic = `የሙከራ ስኮላርሺፕ ${stamp()}`;
  // Staff's own listing is published at once.
  const id = await submitScholarship(request, await apiToken(request, ADMIN.email, ADMIN.password), title);
  const browserLog = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/scholarships");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(
    row.getByText("Amharic: 1 of 1 fields missing; Afaan Oromo: 1 of 1 fields missing"),
  ).toBeAttached();
  await row.getByRole("link", { name: /^Edit / }).click();

  const languages = page.getByRole("group", { name: "Languages" });
  await expect(languages.getByLabel("Written in")).toHaveValue("en");
  await expect(languages.getByRole("listitem").filter({ hasText: "Amharic:" })).toHaveText(
    "Amharic: 1 of 1 fields missing",
  );
  // The original stands beside the box the translator writes in.
  const titleOriginal = languages.getByRole("note", { name: "Original (English): Title" }).first();
  await expect(titleOriginal).toHaveText(title);
  // A short original adds no tab stop.
  await expect(titleOriginal).not.toHaveAttribute("tabindex");
  const box = languages.getByRole("textbox", { name: "Amharic: Title" });
  await expect(box).toHaveAttribute("lang", "am");
  await box.fill(amharic);
  await expect(languages.getByRole("listitem").filter({ hasText: "Amharic:" })).toHaveText(
    "Amharic: complete",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Scholarship saved.")).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: title }).getByText("Amharic: complete"),
  ).toBeAttached();

  await page.goto(`/am/resource/scholarships/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: amharic })).toBeVisible();
  await page.goto(`/resource/scholarships/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // An original that scrolls inside its box is a tab stop, so the keyboard scrolls it (not saved).
  await page.goto(`/admin/scholarships/${id}/edit`);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A year of study in public health, with a stipend and travel paid. ".repeat(40));
  await expect(
    languages.getByRole("note", { name: "Original (English): Description" }).first(),
  ).toHaveAttribute("tabindex", "0");
  await expectAccessible(page);
  browserLog.expectClean();
});

test("an editor who says the original is written in a language it has a version in is told that version goes on save", async ({
  page,
  request,
}) => {
  const title = `E2E Written In ${stamp()}`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const id = await submitScholarship(request, token, title);
  const versions = { am: { title: `የሙከራ ርዕስ ${stamp()}` }, om: { title: `Mata duree ${stamp()}` } };
  const stored = await request.put(`${API}/scholarships/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { translations: versions },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const browserLog = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/scholarships/${id}/edit`);

  const languages = page.getByRole("group", { name: "Languages" });
  await languages.getByLabel("Written in").selectOption("am");
  await expect(languages.getByRole("status")).toHaveText(
    "The Amharic version is set aside while the original is written in Amharic, and saving removes it. To keep it, choose another language under “Written in”.",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Scholarship saved.")).toBeVisible();

  const saved = await request.get(`${API}/scholarships/${id}`, { params: { lang: "original" } });
  expect((await saved.json()).scholarship).toMatchObject({
    language: "am",
    translations: { om: versions.om },
  });
  expect((await saved.json()).scholarship.translations).not.toHaveProperty("am");
  browserLog.expectClean();
});

test("a member submits a job, sees it in My submissions, and sees the reason when it is rejected", async ({
  browser,
  request,
}) => {
  const member = await makeUser(request, "member");
  const jobTitle = `E2E Job ${stamp()}`;
  const page = await signedInPage(browser, member.email, member.password);
  await page.getByRole("main").getByRole("link", { name: "Submit an opportunity" }).click();
  await page.getByRole("link", { name: /Share a job/ }).click();
  await page.getByRole("textbox", { name: "Job title", exact: true }).fill(jobTitle);
  await page.getByLabel("Type").selectOption("Remote");
  await page.getByLabel("Company").fill("Shega Media");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Write and edit news for a growing audience.");
  await page.getByLabel("Application link").fill("https://example.org/jobs/1");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(toast(page, "Submitted for review")).toBeVisible();
  const row = page.getByRole("region", { name: "My Jobs" }).getByRole("row").filter({ hasText: jobTitle });
  await expect(row).toContainText("Pending");

  const admin = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await admin.goto("/admin/approvals");
  await admin.getByRole("button", { name: `Reject ${jobTitle}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Reject ${jobTitle}?` });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Tell the submitter why, so they can fix it")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The application link does not work.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(toast(admin, "Rejected: the submitter has been told why.")).toBeVisible();

  await page.reload();
  const rejected = page
    .getByRole("region", { name: "My Jobs" })
    .getByRole("row")
    .filter({ hasText: jobTitle });
  await expect(rejected).toContainText("Rejected");
  await expect(rejected).toContainText("Reason: The application link does not work.");
});

test("forgot password: the emailed 6-digit code leads to a new password", async ({ page, request }) => {
  const member = await makeUser(request, "member");
  const newPassword = `new-${stamp()}-password`;
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  const asked = Date.now();
  await page.getByLabel("Email address").fill(member.email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeFocused();

  await page.getByLabel("6-digit code").fill("12");
  await page.getByRole("button", { name: "Check the code" }).click();
  await expect(page.getByText("Enter the 6-digit code from the email")).toBeVisible();

  const code = await resetCodeFor(member.email, asked);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Check the code" }).click();
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();

  await expect(page).toHaveURL(/\/sign-in\?reason=passwordReset/);
  await expect(page.getByText("Your password was changed. Sign in with the new one.")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Members land on their account page.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Hello, / })).toBeVisible();
});

test("an editor manages content but cannot open the users screen", async ({ page, request }) => {
  const editor = await makeUser(request, "editor");
  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const nav = await adminNav(page);
  await expect(nav.getByRole("link", { name: "Blog posts" })).toBeVisible();
  for (const hidden of ["Users", "Donations", "Feedback", "Audit log", "Approval queue"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await page.goto("/admin/users");
  await expect(
    page.getByRole("heading", { level: 1, name: "You do not have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("an ended session asks to sign in again over the screen; giving up goes to sign-in, then back", async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();

  // Revoke this browser's token on the server (as signing out elsewhere or an expiry would).
  const revoke = async () => {
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem("userInfo") ?? "{}").token as string,
    );
    const logout = await request.post(`${API}/users/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBeTruthy();
  };
  await revoke();

  // In place: the screen stays, a dialog asks for the password, and the screen loads once signed in.
  await (await adminNav(page)).getByRole("link", { name: "Users" }).click();
  const again = page.getByRole("dialog", { name: "Sign in again to continue" });
  await expect(again).toBeVisible();
  await expect(again.getByLabel("Email address")).toHaveValue(ADMIN.email);
  await again.getByLabel("Password").fill(ADMIN.password);
  await again.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  // The list itself came (other specs' accounts may push the admin's own row to a later page).
  await expect(page.getByRole("main").getByText(/^\d+ results?$/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row").nth(1)).toBeVisible();

  // Giving up goes to the sign-in page, which leads back to the same screen.
  await revoke();
  await page.reload();
  await page
    .getByRole("dialog", { name: "Sign in again to continue" })
    .getByRole("button", { name: "Go to the sign-in page" })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2Fusers&reason=expired/);
  await expect(page.getByText("Your session has ended. Please sign in again")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toBeNull();

  await page.getByLabel("Email address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
});

test("unsaved changes ask before leaving, and signing out forgets the token", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/blogs/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("A post not yet saved");
  await (await adminNav(page)).getByRole("link", { name: "Testimonials" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("A post not yet saved");
  await (await adminNav(page)).getByRole("link", { name: "Testimonials" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signedOut/);
  expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toBeNull();
  await page.goto("/admin/blogs");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2Fblogs/);
});

test("the admin screens pass the accessibility check and log no errors", async ({ page }) => {
  // Seven screens, each drawn and scanned by axe: longer than one journey's minute on a busy machine.
  test.setTimeout(180_000);
  await page.goto("/sign-in");
  const browserLog = watchConsole(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  for (const [path, heading] of [
    ["/admin", "Dashboard"],
    ["/admin/scholarships", "Scholarships"],
    ["/admin/scholarships/new", "Add a scholarship"],
    ["/admin/approvals", "Approval queue"],
    // Below the queue's address (which routes its previews) is no page of its own.
    ["/admin/approvals/unknown", "Page not found"],
    ["/admin/users", "Users"],
    ["/admin/donations", "Donations"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  }
  await page.goto("/admin/scholarships");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectAccessible(page);
  browserLog.expectClean();
});
