// A visitor's whole way from sign-up to a published listing, in Chromium against the built app and a
// real API: sign up, verify the address with the code from the email, post a job (form, preview,
// send), see it waiting in "My submissions", an admin approves it, it is public, and the poster's
// "published" email arrived. Then the same pages under /am and /om.
//
// The server under test writes mail as .eml files into MAIL_DIR (no SMTP_URL) and runs with
// ADMIN_EMAIL / ADMIN_PASSWORD (the seeded admin); this file reads the same variables.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN, stamp } from "./sessions.ts";
import { expectAccessible, expectNoSidewaysScroll, waitForContent, watchConsole } from "./support.ts";

const MAIL_DIR = process.env.MAIL_DIR ?? "";

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The text of the newest email of `template` to `email` written after `after`, as delivered. */
async function mailTo(email: string, template: string, after: number): Promise<string> {
  expect(MAIL_DIR, "MAIL_DIR must name the folder the server writes mail to").not.toBe("");
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi");
  for (
    const started = Date.now();
    Date.now() - started < 20_000;
    await new Promise((r) => setTimeout(r, 250))
  ) {
    const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`-${template}.eml`))
      .sort()
      .reverse();
    for (const file of files) {
      const text = await readFile(join(MAIL_DIR, file), "utf8");
      const date = Date.parse(text.match(/^Date: (.+)$/m)?.[1] ?? "");
      if (to.test(text) && date >= after - 1000) return text;
    }
  }
  throw new Error(`no ${template} email to ${email} arrived in ${MAIL_DIR}`);
}

/** The text part as written (quoted-printable: soft line breaks and =XX bytes). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The 6-digit code of the verification email: on its own line in the text, never in the subject. */
async function verificationCodeFor(email: string, after: number): Promise<string> {
  const text = await mailTo(email, "email-verification", after);
  expect(text.match(/^Subject: .*$/m)?.[0]).not.toMatch(/\d{6}/);
  const code = text.match(/^ *(\d{6}) *$/m)?.[1];
  expect(code, "a 6-digit code in the verification email").toBeTruthy();
  return code as string;
}

async function signedInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: false }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test("a visitor signs up, verifies, posts a job that an admin approves, and is told by email", async ({
  page,
  browser,
}) => {
  // Two people, two browsers and a mail folder: longer than one page's test.
  test.setTimeout(180_000);
  const browserLog = watchConsole(page);
  const id = stamp();
  const person = {
    name: `E2E Poster ${id}`,
    email: `e2e-poster-${id}@example.test`,
    password: `poster-${id}-pass`,
  };
  const title = `E2E Data Analyst ${id}`;

  // The sign-in page leads to sign-up.
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  // The contracts' rules are checked before anything is sent.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Full Name required")).toBeVisible();

  const signedUpAt = Date.now();
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email Address").fill(person.email);
  await page.getByLabel("Password", { exact: false }).fill(person.password);
  await page.getByLabel("Organisation").fill("Addis Data Lab");
  await page.getByRole("button", { name: "Create account" }).click();

  // Verify with the code from the email: signed in, on the account page.
  await expect(page).toHaveURL(/\/verify\?email=/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expectAccessible(page);
  const code = await verificationCodeFor(person.email, signedUpAt);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${person.name}` })).toBeVisible();
  await expect(page.getByText("You have not posted anything yet.")).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Post a job: choose the kind, fill the form, look at the preview, send it.
  await page.getByRole("link", { name: "Post an opportunity" }).first().click();
  await expect(page).toHaveURL(/\/post-opportunity$/);
  await page.getByRole("link", { name: /A job/ }).click();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Job title required")).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "A job" });
  await form.getByRole("textbox", { name: "Job title" }).fill(title);
  await form.getByRole("combobox", { name: "Type" }).selectOption("Full-time");
  await form.getByRole("textbox", { name: "Organisation" }).fill("Addis Data Lab");
  await form.getByRole("textbox", { name: "Location" }).fill("Addis Ababa");
  await form.getByRole("textbox", { name: "Description" }).fill("Clean and chart survey data for an NGO.");
  await form.getByRole("textbox", { name: "Application link" }).fill("https://example.org/apply");
  // A deadline that has passed is refused before anything is sent.
  await form.getByLabel("Deadline").fill(futureDate(-2));
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(form.getByText("The deadline has passed: choose today or a later day")).toBeVisible();
  await form.getByLabel("Deadline").fill(futureDate(30));
  await page.getByRole("button", { name: "Preview" }).click();

  // The preview is the site's own card and page, inert (so not in the accessibility tree).
  await expect(page.getByRole("heading", { level: 2, name: "Preview" })).toBeVisible();
  await expect(page.locator(".listing-preview__card h3")).toHaveText(title);
  await expect(page.locator(".listing-preview__page h1")).toHaveText(title);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByRole("heading", { name: "Sent for review" })).toBeVisible();

  // It waits for review in "My submissions", and is not public yet.
  await page.getByRole("link", { name: "See my submissions" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const mine = page.getByRole("listitem").filter({ hasText: title });
  await expect(mine).toContainText("Waiting for review");
  // While it waits, it can still be put right.
  await expect(mine.getByRole("link", { name: new RegExp(`^Change it ?: ${title}$`) })).toHaveAttribute(
    "href",
    /\/post-opportunity\?kind=jobs&edit=\d+$/,
  );
  await expectAccessible(page);
  await page.goto("/resource/job-opportunities");
  await expect(page.getByRole("heading", { name: "Jobs list", level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // An admin approves it from the approval queue.
  const admin = await signedInAdmin(browser);
  const approvedAt = Date.now();
  await admin.goto("/admin/approvals");
  const queued = admin.getByRole("row").filter({ hasText: title });
  await queued.getByRole("button", { name: `Approve ${title}` }).click();
  await admin
    .getByRole("dialog", { name: `Approve ${title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(queued).toHaveCount(0);
  await admin.context().close();

  // It is public, and the poster sees it published with a link to it.
  await page.goto("/resource/job-opportunities");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/account");
  await waitForContent(page);
  const published = page.getByRole("listitem").filter({ hasText: title });
  await expect(published).toContainText("Published", { timeout: 20_000 });
  await published.getByRole("link", { name: /View on the site/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The poster's email arrived, naming the listing and linking to its page.
  const mail = quotedPrintable(await mailTo(person.email, "opportunity-reviewed", approvedAt));
  expect(mail).toContain(`your job "${title}" was approved`);
  expect(mail).toMatch(/\/resource\/job-opportunities\/\d+/);

  // The poster deletes the account: the site goes home, says so, and the password signs in no more.
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const deleting = page.getByRole("alertdialog", { name: "Delete your account?" });
  await deleting.getByLabel("Password", { exact: false }).fill(person.password);
  await deleting.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Your account is deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  browserLog.expectClean();
  // (Another browser: a refused sign-in is a 401 its console reports.)
  const later = await (await browser.newContext()).newPage();
  await later.goto("/sign-in");
  await later.getByLabel("Email address").fill(person.email);
  await later.getByLabel("Password", { exact: false }).fill(person.password);
  await later.getByRole("button", { name: "Sign in" }).click();
  await expect(later.getByText("Invalid email or password")).toBeVisible();
  await later.context().close();
});

test("the account pages read in Amharic and Afaan Oromo, and the account asks visitors to sign in", async ({
  page,
}) => {
  for (const [prefix, signUpTitle, postTitle] of [
    ["/am", "መለያ ይፍጠሩ", "ለመለጠፍ ይግቡ"],
    ["/om", "Herrega uumaa", "Maxxansuuf herregatti seenaa"],
  ] as const) {
    await page.goto(`${prefix}/sign-up`);
    await expect(page.getByRole("heading", { level: 1, name: signUpTitle })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`${prefix}/post-opportunity`);
    await expect(page.getByRole("heading", { level: 2, name: postTitle })).toBeVisible();
    // A signed-out visitor at the account goes to sign-in, in the same language, and comes back after.
    await page.goto(`${prefix}/account`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in\\?next=`));
  }
});
