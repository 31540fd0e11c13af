// Every link in every email opens something that exists: a page of the website (public or admin,
// as contracts' page registry lists them, which the web router is built from) or an API route the
// app answers. Mails are produced by the real flows where a test can run them, else rendered with
// the same URL builders the senders use.
import { randomBytes } from "node:crypto";
import {
  ADMIN_OPEN_PARAM,
  ADMIN_PAGES,
  API_PREFIX,
  adminEditPath,
  ITEM_PAGES,
  OPPORTUNITY_KIND_REGISTRY,
  PRIVATE_PAGES,
  PUBLIC_PAGES,
  splitLocalizedPath,
} from "@btw/contracts";
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { resumeForm } from "../../test/visitor-forms.ts";
import { pledgeUrls } from "../donations/pledges.service.ts";
import { REVIEW_MAIL_TEMPLATE } from "../opportunities/review-mail.ts";
import { homeUrl } from "./site-links.ts";
import { type AdminNoticeItem, adminNoticePath, renderAdminNotice } from "./templates/admin-notice.ts";
import { renderDonationReceipt } from "./templates/donation-receipt.ts";
import { renderMonthlyReminder } from "./templates/monthly-reminder.ts";

/** Page paths of the web app; `:name` stands for one path segment. */
const WEB_PAGES = [
  ...Object.values(PUBLIC_PAGES).map((page) => page.path),
  ...Object.values(ITEM_PAGES),
  ...Object.values(PRIVATE_PAGES),
  ...Object.values(ADMIN_PAGES),
  ...Object.values(OPPORTUNITY_KIND_REGISTRY).flatMap((kind) => [
    kind.page.path,
    `${kind.page.path}/:id`,
    adminEditPath(kind.adminPath, ":id"),
  ]),
];
const pattern = (page: string) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
/** A page in any language: `/am/about` is the about page. */
const isWebPage = (path: string) => {
  const page = splitLocalizedPath(path, SUPPORTED_LANGUAGES).path;
  return WEB_PAGES.some((known) => pattern(known).test(page));
};

/**
 * A link that opens one item in the admin console: an admin page with `?open=<item>` (a number, or
 * the queue's `<kind>:<id>`), or an item's own admin page (`/admin/jobs/12/edit`).
 */
const ADMIN_ITEM_PAGES = Object.values(OPPORTUNITY_KIND_REGISTRY).map((kind) =>
  pattern(adminEditPath(kind.adminPath, ":id")),
);
function isAdminItemLink(link: string): boolean {
  const url = new URL(link);
  const open = url.searchParams.get(ADMIN_OPEN_PARAM);
  if (open !== null) {
    return (Object.values(ADMIN_PAGES) as string[]).includes(url.pathname) && /^([a-z]+:)?[\w-]+$/.test(open);
  }
  return ADMIN_ITEM_PAGES.some((page) => page.test(url.pathname));
}

/** Every address in a mail: the html's href values and the plain text's URLs. */
function linksOf(mail: { html: string | null; text: string }): string[] {
  const hrefs = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
  const texts = [...mail.text.matchAll(/https?:\/\/[^\s)]+/g)].map((match) => match[0]);
  return [...hrefs, ...texts].filter((link) => !link.startsWith("mailto:") && !link.startsWith("tel:"));
}

describe("links in emails", () => {
  const notify = `notify-${randomBytes(4).toString("hex")}@example.test`;
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: notify });
  const api = (path: string) => `${API_PREFIX}${path}`;

  async function checkLinks(mails: Array<{ template: string; html: string | null; text: string }>) {
    const origin = new URL(t.ctx.env.PUBLIC_URL).origin;
    let checked = 0;
    for (const mail of mails) {
      for (const link of linksOf(mail)) {
        const url = new URL(link);
        if (url.origin !== origin) continue;
        checked += 1;
        if (url.pathname.startsWith(`${API_PREFIX}/`)) {
          const res = await t.request().get(`${url.pathname}${url.search}`).redirects(0);
          expect(res.body?.message ?? "", `${mail.template}: ${link}`).not.toMatch(/^No API route/);
          expect(res.status, `${mail.template}: ${link}`).toBeLessThan(500);
        } else {
          expect(isWebPage(url.pathname), `${mail.template}: ${link}`).toBe(true);
        }
      }
    }
    return checked;
  }

  it("from the flows that send mail point to pages and routes that exist", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    const visitor = `visitor-${randomBytes(4).toString("hex")}@example.test`;
    await t.request().post(api("/feedbacks")).send({ phone: "0911234567", message: "Hello" }).expect(201);
    await t.request().post(api("/contact-messages")).send({ email: visitor, message: "Hello" }).expect(201);
    await t.request().post(api("/resumes")).send(resumeForm(visitor)).expect(201);
    await t.request().post(api("/subscribers")).send({ email: visitor }).expect(201);
    for (const status of ["approved", "rejected"]) {
      const created = await t
        .request()
        .post(api("/jobs"))
        .set(member.auth)
        .send({
          JobTitle: `Links ${status}`,
          Type: "Full-time",
          Description: "x",
          applyUrl: "https://example.org",
        })
        .expect(201);
      await t
        .request()
        .put(api(`/jobs-approve/${created.body.job.id}`))
        .set(admin.auth)
        .send({ status, reason: "Checked" })
        .expect(200);
    }

    await t.request().post(api("/forgot-password")).send({ email: member.user.email }).expect(200);
    // The code is mailed by a job, after the answer.
    await vi.waitFor(
      async () =>
        expect(
          await t.db.emailMessage.count({
            where: { to: member.user.email, template: "password-reset-code" },
          }),
        ).toBe(1),
      { timeout: 15_000, interval: 100 },
    );

    const mails = await t.db.emailMessage.findMany({
      where: { to: { in: [notify, visitor, member.user.email] } },
    });
    const templates = new Set(mails.map((mail) => mail.template));
    expect([...templates].sort()).toEqual(
      expect.arrayContaining([
        "admin-new-contact-message",
        "admin-new-feedback",
        "admin-new-resume",
        REVIEW_MAIL_TEMPLATE,
        "newsletter-confirm",
      ]),
    );
    expect(mails.length).toBeGreaterThanOrEqual(6);
    expect(await checkLinks(mails)).toBeGreaterThanOrEqual(6);
    // Each admin notice opens its own item on an admin page: `?open=<id>` (the queue: `<kind>:<id>`).
    const latest = { orderBy: { id: "desc" }, select: { id: true } } as const;
    const feedback = await t.db.feedback.findFirstOrThrow(latest);
    const message = await t.db.contactMessage.findFirstOrThrow(latest);
    const resume = await t.db.resume.findFirstOrThrow({ ...latest, where: { email: visitor } });
    const jobs = await t.db.job.findMany({ where: { createdById: member.user.id }, select: { id: true } });
    const opened = (template: string) =>
      mails
        .filter((mail) => mail.template === template)
        .flatMap(linksOf)
        .map((link) => new URL(link))
        .map((url) => `${url.pathname}?${ADMIN_OPEN_PARAM}=${url.searchParams.get(ADMIN_OPEN_PARAM)}`);
    expect(opened("admin-new-feedback")).toContain(`${ADMIN_PAGES.feedback}?open=${feedback.id}`);
    expect(opened("admin-new-contact-message")).toContain(
      `${ADMIN_PAGES.contactMessages}?open=${message.id}`,
    );
    expect(opened("admin-new-resume")).toContain(`${ADMIN_PAGES.resumes}?open=${resume.id}`);
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      expect(opened("admin-new-member-submission")).toContain(`${ADMIN_PAGES.approvals}?open=jobs:${job.id}`);
    }
    for (const mail of mails.filter((mail) => mail.template.startsWith("admin-"))) {
      expect(linksOf(mail).every(isAdminItemLink), mail.template).toBe(true);
    }
  });

  it("from every kind of admin notice open one item on a registered admin page", async () => {
    const items: AdminNoticeItem[] = [
      { template: "admin-new-feedback", open: 7 },
      { template: "admin-new-resume", open: 8 },
      { template: "admin-new-contact-message", open: 9 },
      { template: "admin-new-member-submission", open: "scholarships:10" },
      { template: "admin-donation-received", open: "btw-links-1" },
      { template: "admin-new-member-submission", path: adminEditPath(ADMIN_PAGES.jobs, 11) },
      { template: "admin-listing-hidden", path: adminEditPath(ADMIN_PAGES.training, 12) },
    ];
    const mails = items.map((item) => ({
      template: item.template,
      ...renderAdminNotice({
        headline: "A new scholarship was submitted for review: Links",
        details: [["Title", "Links"]],
        adminUrl: new URL(adminNoticePath(item), t.ctx.env.PUBLIC_URL).toString(),
      }),
    }));
    expect(await checkLinks(mails)).toBe(items.length * 2);
    for (const [index, mail] of mails.entries()) {
      const links = linksOf(mail);
      expect(links.every(isAdminItemLink), mail.template).toBe(true);
      const item = items[index] as AdminNoticeItem;
      const wanted = "open" in item ? `?open=${item.open}` : item.path;
      expect(
        links.every((link) => decodeURIComponent(link).includes(wanted)),
        mail.template,
      ).toBe(true);
    }
  });

  it("from the donation mails point to routes that exist", async () => {
    const urls = pledgeUrls(t.ctx, randomBytes(16).toString("hex"));
    const receipt = renderDonationReceipt({
      donorName: "Abebe Kebede",
      amount: 100,
      currency: "ETB",
      paidAt: new Date(),
      txRef: "btw-links",
      providerReference: null,
      monthly: true,
      stopRemindersUrl: urls.stop,
      test: true,
      language: "en",
      homeUrl: homeUrl(t.ctx.env, "en"),
      organisation: {},
    });
    const reminder = renderMonthlyReminder({
      donorName: "Abebe Kebede",
      amount: 100,
      currency: "ETB",
      giveUrl: urls.give,
      stopUrl: urls.stop,
      language: "en",
      homeUrl: homeUrl(t.ctx.env, "en"),
    });
    const checked = await checkLinks([
      { template: "donation-receipt", ...receipt },
      { template: "monthly-reminder", ...reminder },
    ]);
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
