// Every visitor form of the public site against the real API: feedback, resume (with a PDF CV),
// the newsletter boxes (new and duplicate address) and the international-applications contact form.
// The donation form's whole journey is in donate.spec.ts.
import { expect, test } from "@playwright/test";
import { stamp } from "./sessions.ts";
import { expectNoticeBelow, gotoReady, toastWith, watchConsole } from "./support.ts";

/** A tiny but real PDF: the API checks the file's bytes, not its name. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("feedback: the spec's messages, then a real send that empties the form", async ({ page }) => {
  const console = watchConsole(page);
  await gotoReady(page, "/contact");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send feedback" }) });
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Phone required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();

  await form.getByLabel(/Phone number/).fill("+251 911 234 567");
  await form.getByLabel(/^Message/).fill(`The mentorship session was great ${stamp()}`);
  await form.getByRole("button", { name: "Send feedback" }).click();
  // The notice sits under the sticky header: its menu stays within reach.
  await expectNoticeBelow(toastWith(page, "Message sent successfully!"), page.locator(".site-header"));
  await expect(form.getByLabel(/Phone number/)).toHaveValue("");
  await expect(form.getByLabel(/^Message/)).toHaveValue("");
  console.expectClean();
});

test("resume: every field, both radio groups and a PDF CV reach the API", async ({ page }) => {
  const console = watchConsole(page);
  await gotoReady(page, "/submit-jobs");
  const form = page.getByRole("form", { name: "Your CV" });
  await form.getByLabel(/^Full Name/).fill("Hanna Tesfaye");
  await form.getByLabel(/^Email Address/).fill(`hanna.${stamp()}@example.test`);
  await form.getByLabel(/^Phone Number/).fill("0911234567");
  await form.getByLabel(/^Location/).fill("Addis Ababa");
  await form.getByLabel(/^Highest Level of Education/).fill("BSc Software Engineering");
  await form.getByLabel(/^Current Job Title/).fill("Junior developer");
  await form
    .getByRole("group", { name: /Areas Of Interest/ })
    .getByLabel("Information technology")
    .check();
  await form
    .getByRole("group", { name: /Skill Level/ })
    .getByLabel("College Graduate")
    .check();
  await form
    .getByLabel(/^Cover Letter/)
    .fill("I build accessible web apps and want to grow in a product team.");
  await form
    .getByLabel(/^CV \(PDF\)/)
    .setInputFiles({ name: "hanna-cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(toastWith(page, "Your resume was sent. Thank you!")).toBeVisible();
  await expect(form.getByLabel(/^Full Name/)).toHaveValue("");
  await expect(
    form.getByRole("group", { name: /Skill Level/ }).getByLabel("College Graduate"),
  ).not.toBeChecked();
  console.expectClean();
});

test("newsletter: the home hero box subscribes, and tells a repeat apart", async ({ page }) => {
  const console = watchConsole(page);
  const email = `reader.${stamp()}@example.test`;
  await gotoReady(page, "/");
  const box = page.getByRole("textbox", { name: "Email address" });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Email Address required")).toBeVisible();
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(toastWith(page, "Thank you for subscribing!")).toBeVisible();
  await expect(box).toHaveValue("");

  // The donate page's "Join Us" box uses the same list.
  await gotoReady(page, "/born-to-win/donate");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Join Us" }).click();
  await expect(toastWith(page, "This address is already signed up.")).toBeVisible();
  console.expectClean();
});

test("international applications: the contact form sends", async ({ page }) => {
  const console = watchConsole(page);
  await gotoReady(page, "/resource/international-applications");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Email Address required")).toBeVisible();
  await page.getByLabel(/^Email address/).fill(`student.${stamp()}@example.test`);
  await page.getByLabel(/^Your question/).fill("Which English test do universities in Germany accept?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, "Message sent successfully!")).toBeVisible();
  await expect(page.getByLabel(/^Your question/)).toHaveValue("");
  console.expectClean();
});

test("donate: the form checks its fields before starting a payment", async ({ page }) => {
  await gotoReady(page, "/born-to-win/donate");
  const form = page.getByRole("form", { name: "Make a donation" });
  await form.getByRole("button", { name: "Donate now" }).click();
  await expect(form.getByText("First name required")).toBeVisible();
  await form.getByLabel(/^Amount/).fill("5");
  await expect(form.getByText("The smallest gift is 10 ETB")).toBeVisible();
  await expect(page).toHaveURL(/\/born-to-win\/donate$/);
});
