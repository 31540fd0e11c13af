// Every link in every email opens something that exists: a page of the website (public or admin,
// as contracts' page registry lists them, which the web router is built from) or an API route the
// app answers. Mails are produced by the real flows where a test can run them, else rendered with
// the same URL builders the senders use.
import { randomBytes } from "node:crypto";
import {
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
    // The admin notices open the inbox lists.
    const notices = mails.filter((mail) => mail.template.startsWith("admin-new-"));
    expect(notices.flatMap(linksOf).map((link) => new URL(link).pathname)).toEqual(
      expect.arrayContaining([ADMIN_PAGES.feedback, ADMIN_PAGES.resumes, ADMIN_PAGES.contactMessages]),
    );
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
