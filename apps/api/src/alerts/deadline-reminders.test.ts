// Reminders 7, 3 and 1 days before a saved listing's deadline: by Telegram to a linked chat, else by
// email when alerts are on, never for hidden listings or on other days, and once per listing and day.
import { daysFromNow, makeInternship, makeJob, makeScholarship, makeUser } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startFakeTelegram } from "../../test/fake-telegram.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { sendDeadlineReminders } from "./deadline-reminders.ts";

const smtp = await startSmtpServer();
const telegram = await startFakeTelegram();
afterAll(async () => {
  await smtp.close();
  await telegram.close();
});

const t = createTestContext({
  SMTP_URL: smtp.url,
  PUBLIC_URL: "https://btw.example.org",
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_API_ROOT: telegram.apiRoot,
});

/** Noon UTC, `days` whole days after today: the deadline day is today + days. */
const deadlineIn = (days: number) => {
  const day = daysFromNow(days);
  day.setUTCHours(12, 0, 0, 0);
  return day;
};

describe("deadline reminders", () => {
  it("remind by Telegram when linked, else by email when alerts are on, once a day", async () => {
    const inSeven = await makeScholarship(t.db, { title: "Seven Days Scholarship", deadline: deadlineIn(7) });
    const inThree = await makeJob(t.db, { JobTitle: "Three Days Job", deadline: deadlineIn(3) });
    const inOne = await makeInternship(t.db, { deadline: deadlineIn(1) });
    const inFive = await makeScholarship(t.db, { title: "Five Days Scholarship", deadline: deadlineIn(5) });
    const hidden = await makeScholarship(t.db, {
      title: "Hidden Scholarship",
      deadline: deadlineIn(3),
      hiddenAt: new Date(),
    });
    const { user: linked } = await makeUser(t.db);
    const { user: emailed } = await makeUser(t.db, { fullName: "Almaz Bekele" });
    const { user: silent } = await makeUser(t.db);
    const chatId = 7_000_001;
    await t.db.telegramChat.create({
      data: {
        chatId: BigInt(chatId),
        userId: linked.id,
        language: "om",
        kinds: [],
        fieldsOfStudy: [],
        countries: [],
      },
    });
    await t.db.alertPreference.create({
      data: {
        userId: emailed.id,
        enabled: true,
        kinds: [],
        fieldsOfStudy: [],
        countries: [],
        token: "reminder-token-0123456789",
      },
    });
    const save = (userId: number, kind: string, opportunityId: number) =>
      t.db.savedOpportunity.create({ data: { userId, kind, opportunityId } });
    for (const user of [linked, emailed, silent]) {
      await save(user.id, "scholarships", inSeven.id);
      await save(user.id, "jobs", inThree.id);
      await save(user.id, "internships", inOne.id);
      await save(user.id, "scholarships", inFive.id);
      await save(user.id, "scholarships", hidden.id);
    }

    const first = await sendDeadlineReminders(t.ctx);
    expect(first).toMatchObject({ telegram: 3, email: 3 });
    const reminders = await t.db.telegramDelivery.findMany({
      where: { chatId: String(chatId), purpose: "reminder" },
      orderBy: { id: "asc" },
    });
    expect(reminders.map((row) => [row.kind, row.listingId])).toEqual([
      ["scholarships", inSeven.id],
      ["jobs", inThree.id],
      ["internships", inOne.id],
    ]);
    expect(reminders[0]?.text).toContain("Iyyachuuf guyyaa 7 hafe");
    expect(reminders[2]?.text).toContain("Guyyaan xumuraa boru");

    const mails = [
      await smtp.waitForMail(emailed.email),
      await smtp.waitForMail(emailed.email),
      await smtp.waitForMail(emailed.email),
    ];
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toContain("7 days left to apply: Seven Days Scholarship");
    expect(subjects).toContain("3 days left to apply: Three Days Job");
    expect(subjects.some((subject) => subject.startsWith("Deadline tomorrow:"))).toBe(true);
    expect(mails[0]?.text).toContain("never charges to apply");
    expect(mails[0]?.parsed.headerLines.map((header) => header.key)).toContain("list-unsubscribe");

    expect(await t.db.deadlineReminder.count({ where: { userId: silent.id } })).toBe(0);
    expect(await t.db.deadlineReminder.count({ where: { listingId: hidden.id, kind: "scholarships" } })).toBe(
      0,
    );
    expect(await t.db.deadlineReminder.count({ where: { listingId: inFive.id, kind: "scholarships" } })).toBe(
      0,
    );

    const again = await sendDeadlineReminders(t.ctx);
    expect(again).toMatchObject({ telegram: 0, email: 0 });
    expect(
      await t.db.telegramDelivery.count({ where: { chatId: String(chatId), purpose: "reminder" } }),
    ).toBe(3);
  });

  it("names the listing in the reader's language when it has a version, and an internship by its own title", async () => {
    const translated = await makeScholarship(t.db, {
      title: "Public Health Award",
      deadline: deadlineIn(7),
      translations: { am: { title: "የሕብረተሰብ ጤና ሽልማት" } },
    });
    const ward = await makeInternship(t.db, { title: "Ward assistant", deadline: deadlineIn(3) });
    const { user } = await makeUser(t.db);
    await t.db.alertPreference.create({
      data: {
        userId: user.id,
        enabled: true,
        language: "am",
        kinds: [],
        fieldsOfStudy: [],
        countries: [],
        token: "reminder-token-amharic-0123",
      },
    });
    await t.db.savedOpportunity.create({
      data: { userId: user.id, kind: "scholarships", opportunityId: translated.id },
    });
    await t.db.savedOpportunity.create({
      data: { userId: user.id, kind: "internships", opportunityId: ward.id },
    });

    await sendDeadlineReminders(t.ctx);
    const subjects = [await smtp.waitForMail(user.email), await smtp.waitForMail(user.email)].map(
      (mail) => mail.subject,
    );
    expect(subjects.some((subject) => subject.includes("የሕብረተሰብ ጤና ሽልማት"))).toBe(true);
    expect(subjects.some((subject) => subject.includes("Public Health Award"))).toBe(false);
    expect(subjects.some((subject) => subject.includes("Ward assistant"))).toBe(true);
  });
});
