// The language a visitor uses travels with the request (X-Site-Language), is stored with the row,
// and every later email to that person speaks it: receipts sent when the payment settles,
// monthly reminders, the password-changed email. Staff notices reach the admins with Reply-To the
// sender.
import { randomBytes } from "node:crypto";
import { API_PREFIX, LANGUAGE_HEADER } from "@btw/contracts";
import { makeInternship, makeUser } from "@btw/db/seed";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { resumeForm } from "../../test/visitor-forms.ts";
import { sendDueReminders } from "../donations/pledges.service.ts";

const ETHIOPIC = /[\u1200-\u137F]/;

describe("emails in the visitor's language", () => {
  const notify = `staff-${randomBytes(4).toString("hex")}@example.test`;
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: notify });
  const api = (path: string) => `${API_PREFIX}${path}`;
  const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}@example.test`;
  const mailsTo = (to: string, template: string) =>
    t.db.emailMessage.findMany({ where: { to, template }, orderBy: { id: "asc" } });
  const waitForMail = (to: string, template: string) =>
    vi.waitFor(
      async () => {
        const [mail] = await mailsTo(to, template);
        if (!mail) throw new Error(`no ${template} for ${to} yet`);
        return mail;
      },
      { timeout: 15_000, interval: 100 },
    );

  it("refuses a language the site does not speak with 400 and a message", async () => {
    const res = await t
      .request()
      .post(api("/subscribers"))
      .set(LANGUAGE_HEADER, "fr")
      .send({ email: unique("fr") })
      .expect(400);
    expect(res.body.message).toMatch(/en, am, om/);
  });

  it("confirms a subscription in Amharic and lands on the Amharic home page marked ?subscribed=1", async () => {
    const email = unique("am-subscriber");
    await t.request().post(api("/subscribers")).set(LANGUAGE_HEADER, "am").send({ email }).expect(201);
    const row = await t.db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(row.language).toBe("am");
    const [mail] = await mailsTo(email, "newsletter-confirm");
    expect(mail?.subject).toMatch(ETHIOPIC);
    expect(mail?.text).toContain("ምዝገባዬን ያረጋግጡ");
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/am\b/);
    expect(mail?.html).toContain('<html lang="am">');

    const confirm = await t
      .request()
      .get(api("/subscribers/confirm"))
      .query({ token: row.confirmToken })
      .redirects(0)
      .expect(303);
    expect(confirm.headers.location).toBe("/am?subscribed=1");
  });

  it("sends the receipt of a gift made in Afaan Oromo in Afaan Oromo when the payment settles later, and its monthly reminders too", async () => {
    const email = unique("om-donor");
    const started = await t
      .request()
      .post(api("/chapaDonate"))
      .set(LANGUAGE_HEADER, "om")
      .send({
        amount: 750,
        fname: "Caalaa",
        lname: "Gammachuu",
        phone_number: "0911223344",
        email,
        address: "Adama",
        donationType: "monthly",
      })
      .expect(200);
    const txRef: string = started.body.newOrder.tx_ref;
    expect((await t.db.donation.findUniqueOrThrow({ where: { txRef } })).language).toBe("om");

    // The payment settles in a later request that names no language.
    const checkout = new URL(started.body.newOrder.callback_url);
    await t.request().post(checkout.pathname).type("form").send({ outcome: "success" }).expect(303);
    const receipt = await waitForMail(email, "donation-receipt");
    expect(receipt.subject).toContain("Nagahee");
    expect(receipt.subject).toContain("Birrii 750.00");
    expect(receipt.text).toContain("Kabajamoo Caalaa Gammachuu,");
    // Ethiopian date first in Oromo month names, the Gregorian one beside it.
    expect(receipt.text).toMatch(
      /Guyyaa: (Fulbaana|Onkololeessa|Sadaasa|Muddee|Amajjii|Guraandhala|Bitootessa|Ebla|Caamsaa|Waxabajjii|Adoolessa|Hagayya|Qaammee) \d{1,2}, 20\d\d \(\d{1,2} [A-Z][a-z]{2} 20\d\d\)/,
    );
    expect(receipt.text).toMatch(/https?:\/\/[^/\s]+\/om\b/);

    const pledge = await t.db.monthlyPledge.findFirstOrThrow({ where: { email } });
    expect(pledge.language).toBe("om");
    await t.db.monthlyPledge.update({
      where: { id: pledge.id },
      data: { nextReminderAt: new Date(Date.now() - 60_000) },
    });
    await sendDueReminders(t.ctx);
    const [reminder] = await mailsTo(email, "monthly-reminder");
    expect(reminder?.subject).toContain("Gumaacha ji'aa");
    expect(reminder?.text).toContain("Amma Birrii 750.00 gumaachaa");
    // The reminder's stop link opens a page in the same language.
    const stop = await t
      .request()
      .get(api("/donate/pledges/stop"))
      .query({ token: pledge.unsubscribeToken })
      .set("Accept", "text/html")
      .expect(200);
    expect(stop.text).toContain('<html lang="om">');
    expect(stop.text).toContain("Yaadachiisni ji&#39;aa dhaabbateera");
    expect(stop.text).toContain('href="/om"');

    // Staff hear of the gift, and a reply goes to the donor.
    const [notice] = await mailsTo(notify, "admin-donation-received");
    expect(notice?.replyTo).toBe(email);
    expect(notice?.text).toContain(txRef);
    expect(notice?.text).toContain("/admin/donations");
  });

  it("mails the reset code in the language of the page that asked, never in the subject, then says the password changed", async () => {
    const { user } = await makeUser(t.db);
    await t
      .request()
      .post(api("/forgot-password"))
      .set(LANGUAGE_HEADER, "am")
      .send({ email: user.email })
      .expect(200);
    const mail = await waitForMail(user.email, "password-reset-code");
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).not.toMatch(/\d/);
    expect(mail.subject).toMatch(ETHIOPIC);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("am");

    const verified = await t
      .request()
      .post(api("/validate-otp"))
      .send({ email: user.email, otp: code })
      .expect(200);
    await t
      .request()
      .post(api("/reset-password"))
      .send({ resetToken: verified.body.resetToken, password: "A-new-passw0rd!" })
      .expect(200);
    const [changed] = await mailsTo(user.email, "password-changed");
    expect(changed?.subject).toBe("የBorn To Win የይለፍ ቃልዎ ተቀይሯል");
    expect(changed?.text).toMatch(/ቀን 20\d\d ዓ\.ም\./);
    expect(changed?.text).toMatch(/\/am\/sign-in\/forgot-password/);
  });

  it("writes to a member in the language they signed in with: the review of their submission", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    await t
      .request()
      .post(api("/users/login"))
      .set(LANGUAGE_HEADER, "om")
      .send({ email: member.user.email, password: member.password })
      .expect(200);
    const created = await t
      .request()
      .post(api("/jobs"))
      .set(member.auth)
      .send({
        JobTitle: "Oromo review",
        Type: "Full-time",
        Description: "x",
        applyUrl: "https://example.org",
      })
      .expect(201);
    const id: number = created.body.job.id;
    await t
      .request()
      .put(api(`/jobs-approve/${id}`))
      .set(admin.auth)
      .send({ status: "rejected", reason: "Add a deadline" })
      .expect(200);
    const [review] = await mailsTo(member.user.email, "opportunity-reviewed");
    expect(review?.subject).toBe('Hojii "Oromo review" isin ergitan hin mirkanoofne');
    expect(review?.text).toContain("Sababa gamaaggamaan kenne: Add a deadline");
    expect(review?.text).toContain(`/om/post-opportunity?kind=jobs&edit=${id}`);
  });

  it("names a member's internship in the review by its category's label in their language", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    await t
      .request()
      .post(api("/users/login"))
      .set(LANGUAGE_HEADER, "am")
      .send({ email: member.user.email, password: member.password })
      .expect(200);
    const listed = await makeInternship(t.db, {
      internshipCategory: "Web Development Intern",
      status: "pending",
      createdById: member.user.id,
    });
    const offList = await makeInternship(t.db, {
      internshipCategory: "Beekeeping Intern",
      status: "pending",
      createdById: member.user.id,
    });
    for (const { id } of [listed, offList]) {
      await t
        .request()
        .put(api(`/internship-approve/${id}`))
        .set(admin.auth)
        .send({ status: "approved" })
        .expect(200);
    }
    const reviews = await mailsTo(member.user.email, "opportunity-reviewed");
    expect(reviews.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("«የዌብ ልማት ተለማማጅ»"),
      expect.stringContaining("«Beekeeping Intern»"),
    ]);
    expect(reviews[0]?.text).not.toContain("Web Development Intern");
  });

  it("tells staff of each visitor's message with Reply-To the sender and a link to its list", async () => {
    const visitor = unique("visitor");
    await t.request().post(api("/contact-messages")).send({ email: visitor, message: "Selam" }).expect(201);
    await t.request().post(api("/resumes")).send(resumeForm(visitor)).expect(201);
    await t.request().post(api("/feedbacks")).send({ phone: "0911234567", message: "Hello" }).expect(201);
    const member = await t.signIn("member");
    await t
      .request()
      .post(api("/jobs"))
      .set(member.auth)
      .send({ JobTitle: "Notice job", Type: "Full-time", Description: "x", applyUrl: "https://example.org" })
      .expect(201);

    const notices = await t.db.emailMessage.findMany({ where: { to: notify } });
    const byTemplate = (template: string) => notices.find((mail) => mail.template === template);
    expect(byTemplate("admin-new-contact-message")?.replyTo).toBe(visitor);
    expect(byTemplate("admin-new-contact-message")?.text).toContain("/admin/inbox/messages");
    expect(byTemplate("admin-new-resume")?.replyTo).toBe(visitor);
    expect(byTemplate("admin-new-resume")?.text).toContain("/admin/inbox/resumes");
    // Feedback carries a phone number only: nobody to reply to by email.
    expect(byTemplate("admin-new-feedback")?.replyTo).toBeNull();
    expect(byTemplate("admin-new-feedback")?.text).toContain("/admin/inbox/feedback");
    const submission = notices.find(
      (mail) => mail.template === "admin-new-member-submission" && mail.text.includes("Notice job"),
    );
    expect(submission?.replyTo).toBe(member.user.email);
    expect(submission?.text).toContain("Notice job");
    expect(submission?.text).toContain("/admin/approvals");
  });
});
