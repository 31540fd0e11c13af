// The post editor and the approval queue on a 390 px phone against the built app and a real API:
// a post is written with a heading and an uploaded picture, sized and described, previewed as its
// public page and scheduled; the public sees nothing until its time, then the same body. A member's
// submission is approved from the queue's preview. Runs once, in the phone project.
import { crc32, deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { ADMIN, apiToken, makeMember, signIn, stamp, submitScholarship } from "./sessions.ts";
import {
  API,
  expectAccessible,
  expectNoSidewaysScroll,
  expectOnTop,
  toastWith,
  watchConsole,
} from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** A solid-colour PNG of the given size: a real picture for the upload path to resize. */
function pngBytes(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** "2026-11-24T09:30" two days ahead, in the browser's (this machine's) clock. */
function localTimeAhead(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

test("at 390 px an editor writes a post with a picture, previews it and schedules it", async ({
  page,
  request,
}, info) => {
  // A long journey (an upload, a preview, two pages checked with axe) on a busy machine.
  test.setTimeout(120_000);
  const title = `Open day ${stamp()}`;
  const browserLog = watchConsole(page);
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page
    .getByRole("textbox", { name: "Summary", exact: true })
    .fill("Our doors are open to applicants on Saturday.");

  const body = page.getByRole("textbox", { name: "Full text", exact: true });
  await body.click();
  await page.keyboard.type("Come and meet the mentors.");
  await page.keyboard.press("Enter");
  // The body's own toolbar (the Languages section's versions have theirs).
  await page
    .getByRole("toolbar", { name: "Full text", exact: true })
    .getByRole("button", { name: "Heading", exact: true })
    .click();
  await page.keyboard.type("What to bring");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Your ID and your transcripts.");
  await expect(body.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();

  // A picture goes through the upload path and into the body; it is made small and described.
  // The body's own tools (each language's version has its own editor, pictures included).
  const tools = page.getByRole("toolbar", { name: "Full text", exact: true });
  await tools.getByLabel("Picture to upload").setInputFiles({
    name: "open-day.png",
    mimeType: "image/png",
    buffer: pngBytes(900, 500),
  });
  const picture = body.locator("img");
  await expect(picture).toHaveAttribute("src", /^\/uploads\/images\/.+-1200\.webp$/);
  await picture.click();
  await page.getByRole("button", { name: "Small" }).click();
  await expect(picture).toHaveAttribute("width", "320");
  const alt = page.getByLabel("Describe the picture (for screen readers)");
  await alt.fill("Students at last year's open day");
  await alt.press("Enter");
  await expect(picture).toHaveAttribute("alt", "Students at last year's open day");
  // Its caption is written in the same panel, right under the picture, and stored as a figure.
  const caption = page.getByLabel("Caption (shown under the picture)");
  const [shown, settings] = [await picture.boundingBox(), await caption.boundingBox()];
  expect(Math.abs((settings?.y ?? 9999) - ((shown?.y ?? 0) + (shown?.height ?? 0)))).toBeLessThan(250);
  await caption.fill("Last year's open day in Addis Ababa");
  await caption.press("Enter");
  await expect(body.locator("figure > figcaption")).toHaveText("Last year's open day in Addis Ababa");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath("editor-390.png"), fullPage: true });

  // The preview is the public page's own parts.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview of the public page" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "Students at last year's open day" })).toBeVisible();
  await expect(preview.locator("figure > figcaption")).toHaveText("Last year's open day in Addis Ababa");
  // The form underneath stays as it was (the preview's texts load without remounting it).
  await expect(page.getByText("A draft you had not saved was restored")).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath("preview-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Write" }).click();

  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await page.getByLabel("Publish at").fill(localTimeAhead(2));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(toastWith(page, "Post scheduled for")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  // The list's row (while the list loads, the form and its Languages section still show the title).
  await expect(page.getByRole("main").getByRole("row").filter({ hasText: title })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/Scheduled for/)
      .first(),
  ).toBeVisible();
  browserLog.expectClean();

  // The public sees nothing before its time.
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const staff = { Authorization: `Bearer ${token}` };
  const all = await (await request.get(`${API}/blogs/data?status=all`, { headers: staff })).json();
  const post = all.blogs.find((blog: { title: string }) => blog.title === title);
  expect(post).toMatchObject({ status: "scheduled" });
  expect((await request.get(`${API}/blogs/${post.id}`)).status()).toBe(404);
  const news = await (await request.get(`${API}/blogs?limit=100`)).json();
  expect(news.News.map((blog: { id: number }) => blog.id)).not.toContain(post.id);
  expect(await (await request.get("/sitemaps/blogs-en.xml")).text()).not.toContain(`/blogs/${post.id}<`);

  // Its time comes (moved forward here): the public page shows the same body.
  const due = await request.put(`${API}/blogs/${post.id}`, {
    headers: staff,
    data: { publishAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(due.status(), await due.text()).toBe(200);
  await page.goto(`/blogs/${post.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();
  const published = page.getByRole("img", { name: "Students at last year's open day" });
  await expect(published).toHaveAttribute("width", "320");
  await expect(published).toHaveAttribute("srcset", /-400\.webp 400w/);
  const figure = page.getByRole("figure").filter({ has: published });
  await expect(figure.locator("figcaption")).toHaveText("Last year's open day in Addis Ababa");
  // The caption is as wide as the picture, not the column.
  expect((await figure.boundingBox())?.width).toBeLessThanOrEqual(321);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test("at 390 px an admin approves a member's submission from its preview", async ({
  page,
  request,
}, info) => {
  const { member, token } = await makeMember(request, "Preview");
  const title = `Preview Scholarship ${stamp()}`;
  const id = await submitScholarship(request, token, title);

  const browserLog = watchConsole(page);
  await signIn(page);
  await page.goto("/admin/approvals");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText(member.fullName)).toBeVisible();
  await expect(row.getByText("First review")).toBeVisible();
  await row.getByRole("button", { name: `Preview ${title} as the public will see it` }).click();

  const review = page.getByRole("dialog", { name: `Review: ${title}` });
  await expect(review.getByRole("link", { name: member.email })).toBeVisible();
  const publicPage = review.getByRole("region", { name: "The public page, as it will look once approved" });
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const approve = review.getByRole("button", { name: "Approve", exact: true });
  await expect(approve).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath("review-390.png") });

  await page.keyboard.press("a");
  await expect(toastWith(page, "Approved")).toBeVisible();
  // Drawn over the review dialog, not behind it.
  await expectOnTop(toastWith(page, "Approved"));
  const after = await request.get(`${API}/scholarships/${id}`);
  expect((await after.json()).scholarship.status).toBe("approved");
  browserLog.expectClean();
});
