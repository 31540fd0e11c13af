import { randomBytes } from "node:crypto";
import { API_PREFIX, isoWeekOf } from "@btw/contracts";
import { daysFromNow, makeInternship, makeScholarship, makeSubscriber, makeUser } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { newAlertToken } from "./alert-preferences.service.ts";
import { sendWeeklyDigests } from "./digest.service.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const DAY = 86_400_000;
const unique = () => randomBytes(4).toString("hex");
const header = (
  mail: { parsed: { headerLines: ReadonlyArray<{ key: string; line: string }> } },
  key: string,
) =>
  mail.parsed.headerLines
    .find((h) => h.key === key)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

describe("weekly digest", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });
  // A week far ahead, so that only this file's listings are new in it.
  const now = new Date(Date.now() + 400 * DAY);
  const country = `Zland${unique()}`;

  async function subscriberWith(choices: { kinds: string[]; countries: string[] }, language = "en") {
    const subscriber = await makeSubscriber(t.db, { status: "confirmed", confirmedAt: new Date(), language });
    const prefs = await t.db.alertPreference.create({
      data: { subscriberId: subscriber.id, token: newAlertToken(), language, fieldsOfStudy: [], ...choices },
    });
    return { email: subscriber.email, token: prefs.token, id: subscriber.id };
  }

  it("sends matching listings once per person and ISO week, skips people with no matches, and unsubscribes in one click", async () => {
    const fresh = await makeInternship(t.db, {
      eligibilityCountries: [country],
      reviewedAt: new Date(now.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const elsewhere = await makeInternship(t.db, {
      eligibilityCountries: [`Other${unique()}`],
      reviewedAt: new Date(now.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    await makeInternship(t.db, {
      eligibilityCountries: [country],
      status: "pending",
      deadline: daysFromNow(500),
    });
    const { user } = await makeUser(t.db, { role: "member" });
    await t.db.alertPreference.create({
      data: {
        userId: user.id,
        token: newAlertToken(),
        kinds: ["internships"],
        countries: [country.toLowerCase()],
        fieldsOfStudy: [],
      },
    });
    const amharic = await subscriberWith({ kinds: ["internships"], countries: [country] }, "am");
    const nothing = await subscriberWith({ kinds: ["internships"], countries: [`Nowhere${unique()}`] });
    const only = [user.email, amharic.email, nothing.email];

    const first = await sendWeeklyDigests(t.ctx, now, { only });
    expect(first).toEqual({ week: isoWeekOf(now), sent: 2, noMatches: 1, alreadySent: 0 });

    const memberMail = await smtp.waitForMail(user.email, 20_000);
    expect(memberMail.subject).toBe("1 opportunity for you this week");
    expect(memberMail.text).toContain(`https://btw.example.org/resource/internships/${fresh.id}`);
    expect(memberMail.text).not.toContain(`/resource/internships/${elsewhere.id}`);
    expect(memberMail.text).toMatch(/never charges to apply/);
    expect(memberMail.text).toContain("https://btw.example.org/account");
    const memberPrefs = await t.db.alertPreference.findUniqueOrThrow({ where: { userId: user.id } });
    const unsubscribeUrl = `https://btw.example.org${API_PREFIX}/alerts/unsubscribe?token=${memberPrefs.token}`;
    expect(header(memberMail, "list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header(memberMail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const amharicMail = await smtp.waitForMail(amharic.email, 20_000);
    expect(amharicMail.subject).toBe("በዚህ ሳምንት ለእርስዎ 1 ዕድል");
    expect(amharicMail.text).toContain(`https://btw.example.org/am/resource/internships/${fresh.id}`);
    expect(amharicMail.parsed.html).toContain('lang="am"');

    // Again (a retried job, or an operator's second run): nobody gets a second digest this week.
    const again = await sendWeeklyDigests(t.ctx, new Date(now.getTime() + 60_000), { only });
    expect(again).toMatchObject({ sent: 0, alreadySent: 2, noMatches: 1 });
    expect(await t.db.digestDelivery.count({ where: { email: { in: only }, week: isoWeekOf(now) } })).toBe(2);
    expect(await t.db.emailMessage.count({ where: { to: { in: only }, template: "weekly-digest" } })).toBe(2);

    // RFC 8058 one-click unsubscribe: a POST to the List-Unsubscribe address.
    const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
    const oneClick = await t.request().post(path).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect(oneClick.body.message).toEqual(expect.any(String));
    await t.request().post(path).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect((await t.db.alertPreference.findUniqueOrThrow({ where: { userId: user.id } })).enabled).toBe(
      false,
    );
    // The subscriber's link (GET) leaves the list too, and lands on the home page.
    const link = await t.request().get(`${API_PREFIX}/alerts/unsubscribe?token=${amharic.token}`).expect(303);
    expect(link.headers.location).toBe("/am?unsubscribed=1");
    expect((await t.db.subscriber.findUniqueOrThrow({ where: { id: amharic.id } })).status).toBe(
      "unsubscribed",
    );
    expect((await t.request().post(`${API_PREFIX}/alerts/unsubscribe?token=${"y".repeat(30)}`)).status).toBe(
      404,
    );
    expect((await t.request().post(`${API_PREFIX}/alerts/unsubscribe?token=<x>`)).status).toBe(400);

    // Next week: the unsubscribed get nothing.
    const nextWeek = await sendWeeklyDigests(t.ctx, new Date(now.getTime() + 7 * DAY), { only });
    expect(nextWeek.sent).toBe(0);
  });

  it("never sends twice when two runs race", async () => {
    await makeInternship(t.db, {
      eligibilityCountries: [country],
      reviewedAt: new Date(now.getTime() - 2 * DAY),
      deadline: daysFromNow(500),
    });
    const racer = await subscriberWith({ kinds: [], countries: [country] });
    const later = new Date(now.getTime() + 21 * DAY);
    await makeInternship(t.db, {
      eligibilityCountries: [country],
      reviewedAt: new Date(later.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const runs = await Promise.all(
      [1, 2, 3].map(() => sendWeeklyDigests(t.ctx, later, { only: [racer.email] })),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await t.db.digestDelivery.count({ where: { email: racer.email } })).toBe(1);
  });

  it("names an internship by its category's label in the reader's language; a category outside the list as stored", async () => {
    const later = new Date(now.getTime() + 42 * DAY);
    const place = `Yland${unique()}`;
    const listed = await makeInternship(t.db, {
      internshipCategory: "Web Development Intern",
      eligibilityCountries: [place],
      reviewedAt: new Date(later.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const offList = await makeInternship(t.db, {
      internshipCategory: "Beekeeping Intern",
      eligibilityCountries: [place],
      reviewedAt: new Date(later.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const readers = {
      am: await subscriberWith({ kinds: ["internships"], countries: [place] }, "am"),
      om: await subscriberWith({ kinds: ["internships"], countries: [place] }, "om"),
      en: await subscriberWith({ kinds: ["internships"], countries: [place] }, "en"),
    };
    const only = Object.values(readers).map((reader) => reader.email);
    expect((await sendWeeklyDigests(t.ctx, later, { only })).sent).toBe(3);
    const expected = { am: "የዌብ ልማት ተለማማጅ", om: "Shaakaltuu Misooma Weebii", en: "Web Development Intern" };
    for (const [language, reader] of Object.entries(readers) as Array<
      [keyof typeof expected, { email: string }]
    >) {
      const mail = await smtp.waitForMail(reader.email, 20_000);
      expect(mail.text).toContain(`- ${expected[language]} (`);
      expect(mail.parsed.html).toContain(`>${expected[language]}</a>`);
      expect(mail.text).toContain("- Beekeeping Intern (");
      expect(mail.text).toContain(`/resource/internships/${listed.id}`);
      expect(mail.text).toContain(`/resource/internships/${offList.id}`);
      if (language !== "en") expect(mail.text).not.toContain("Web Development Intern");
    }
  });

  it("titles each listing in the reader's language where a version exists, else as written", async () => {
    const later = new Date(now.getTime() + 84 * DAY);
    const place = `Xland${unique()}`;
    const published = { eligibilityCountries: [place], reviewedAt: new Date(later.getTime() - DAY) };
    await makeScholarship(t.db, {
      ...published,
      title: "Reading award",
      deadline: daysFromNow(500),
      translations: { am: { title: "የንባብ ሽልማት" } },
    });
    await makeScholarship(t.db, { ...published, title: "Writing award", deadline: daysFromNow(500) });
    const amharic = await subscriberWith({ kinds: ["scholarships"], countries: [place] }, "am");
    const english = await subscriberWith({ kinds: ["scholarships"], countries: [place] }, "en");
    expect((await sendWeeklyDigests(t.ctx, later, { only: [amharic.email, english.email] })).sent).toBe(2);
    const inAmharic = await smtp.waitForMail(amharic.email, 20_000);
    expect(inAmharic.text).toContain("- የንባብ ሽልማት (");
    expect(inAmharic.text).not.toContain("Reading award");
    expect(inAmharic.text).toContain("- Writing award (");
    const inEnglish = await smtp.waitForMail(english.email, 20_000);
    expect(inEnglish.text).toContain("- Reading award (");
  });

  it("matches choices by kind and country; a listing that names no country is open to everyone", async () => {
    const { matchDigest } = await import("./digest-matching.ts");
    const since = new Date(now.getTime() - 3 * DAY);
    const tagged = await makeInternship(t.db, {
      eligibilityCountries: [country.toUpperCase()],
      reviewedAt: new Date(now.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const anyCountry = await makeInternship(t.db, {
      eligibilityCountries: [],
      reviewedAt: new Date(now.getTime() - DAY),
      deadline: daysFromNow(500),
    });
    const ids = (items: Array<{ kind: string; id: number }>) =>
      items.map((item) => `${item.kind}:${item.id}`);
    const byCountry = await matchDigest(
      t.ctx,
      { kinds: ["internships"], fieldsOfStudy: [], countries: [country], filters: {} },
      since,
    );
    expect(ids(byCountry.fresh)).toEqual(
      expect.arrayContaining([`internships:${tagged.id}`, `internships:${anyCountry.id}`]),
    );
    const otherKind = await matchDigest(
      t.ctx,
      { kinds: ["jobs"], fieldsOfStudy: [], countries: [country], filters: {} },
      since,
    );
    expect(ids(otherKind.fresh)).not.toContain(`internships:${tagged.id}`);
    const otherCountry = await matchDigest(
      t.ctx,
      { kinds: ["internships"], fieldsOfStudy: [], countries: ["Atlantis"], filters: {} },
      since,
    );
    expect(ids(otherCountry.fresh)).not.toContain(`internships:${tagged.id}`);
    expect(ids(otherCountry.fresh)).toContain(`internships:${anyCountry.id}`);
  });
});
