// The "Change what you receive" link of every subscriber's digest: the token it carries opens the
// settings (GET), changes the choices or stops everything (PUT); a wrong token is refused. And
// `pnpm digest:send --to` reads only the rows of the addresses it names.
import { randomBytes } from "node:crypto";
import { API_PREFIX } from "@btw/contracts";
import { daysFromNow, makeInternship, makeSubscriber } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import type { AppContext } from "../context.ts";
import { newAlertToken } from "./alert-preferences.service.ts";
import { digestRecipients, sendWeeklyDigests } from "./digest.service.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const DAY = 86_400_000;
const unique = () => randomBytes(4).toString("hex");

describe("alert settings from the digest's link", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });
  // A week far ahead, so that only this file's listings are new in it.
  const now = new Date(Date.now() + 600 * DAY);
  const country = `Qland${unique()}`;

  async function confirmedSubscriber(language = "en", withChoices = true) {
    const subscriber = await makeSubscriber(t.db, { status: "confirmed", confirmedAt: new Date(), language });
    const prefs = withChoices
      ? await t.db.alertPreference.create({
          data: {
            subscriberId: subscriber.id,
            token: newAlertToken(),
            language,
            kinds: ["internships"],
            countries: [country],
            fieldsOfStudy: [],
          },
        })
      : null;
    return { ...subscriber, token: prefs?.token ?? "" };
  }

  it("puts the settings link in the subscriber's digest; the token reads and changes the choices", async () => {
    await makeInternship(t.db, {
      eligibilityCountries: [country],
      reviewedAt: new Date(now.getTime() - DAY),
      deadline: daysFromNow(700),
    });
    const reader = await confirmedSubscriber("om");
    const run = await sendWeeklyDigests(t.ctx, now, { only: [reader.email] });
    expect(run.sent).toBe(1);
    const mail = await smtp.waitForMail(reader.email, 20_000);
    const link = `https://btw.example.org/om/email-alerts?token=${reader.token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const path = `${API_PREFIX}/alerts/subscription?token=${encodeURIComponent(reader.token)}`;
    const read = await t.request().get(path).expect(200);
    expect(read.headers["cache-control"]).toMatch(/no-store/);
    expect(read.body).toMatchObject({
      status: "confirmed",
      alerts: { enabled: true, kinds: ["internships"], countries: [country], language: "om" },
    });
    expect(read.body.email).not.toBe(reader.email);

    const changed = await t
      .request()
      .put(path)
      .send({ kinds: ["jobs", "training"], fieldsOfStudy: [], countries: [], language: "om", enabled: true })
      .expect(200);
    expect(changed.body.alerts).toMatchObject({ enabled: true, kinds: ["jobs", "training"], countries: [] });
    const stored = await t.db.alertPreference.findUniqueOrThrow({ where: { subscriberId: reader.id } });
    expect(stored.kinds).toEqual(["jobs", "training"]);

    // Stop everything: the next digest run leaves them out.
    await t
      .request()
      .put(path)
      .send({ kinds: [], fieldsOfStudy: [], countries: [], language: "om", enabled: false })
      .expect(200);
    expect(await digestRecipients(t.ctx, [reader.email])).toEqual([]);
  });

  it("brings back a subscriber who had left the list when they turn alerts on again", async () => {
    const reader = await confirmedSubscriber();
    await t.request().get(`${API_PREFIX}/alerts/unsubscribe?token=${reader.token}`).expect(303);
    expect((await t.db.subscriber.findUniqueOrThrow({ where: { id: reader.id } })).status).toBe(
      "unsubscribed",
    );
    const back = await t
      .request()
      .put(`${API_PREFIX}/alerts/subscription?token=${reader.token}`)
      .send({ kinds: [], language: "en", enabled: true })
      .expect(200);
    expect(back.body).toMatchObject({ status: "confirmed", alerts: { enabled: true, kinds: [] } });
    expect((await digestRecipients(t.ctx, [reader.email])).map((r) => r.email)).toEqual([reader.email]);
  });

  it("refuses a token that names nobody (404) and one that is malformed (400), changing nothing", async () => {
    const stranger = `${API_PREFIX}/alerts/subscription?token=${"z".repeat(32)}`;
    const missing = await t.request().get(stranger).expect(404);
    expect(missing.body.message).toEqual(expect.any(String));
    await t
      .request()
      .put(stranger)
      .send({ kinds: ["jobs"], language: "en" })
      .expect(404);
    for (const bad of ["short", encodeURIComponent("\u0001".repeat(12)), "x".repeat(201)])
      expect((await t.request().get(`${API_PREFIX}/alerts/subscription?token=${bad}`)).status).toBe(400);
    const reader = await confirmedSubscriber();
    const path = `${API_PREFIX}/alerts/subscription?token=${reader.token}`;
    for (const body of [
      { kinds: ["blogs"], language: "en" },
      { kinds: [], language: "fr" },
      { enabled: "yes" },
    ])
      expect((await t.request().put(path).send(body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.db.alertPreference.findUniqueOrThrow({ where: { token: reader.token } })).kinds).toEqual([
      "internships",
    ]);
  });

  it("reads only the named address's rows for `digest:send --to`", async () => {
    const target = await confirmedSubscriber("en", false);
    const others = await Promise.all([confirmedSubscriber(), confirmedSubscriber("am", false)]);
    const seen: Array<{ model: string | undefined; rows: unknown[] }> = [];
    const db = t.db.$extends({
      query: {
        $allModels: {
          async $allOperations({ model, args, query }) {
            const result = await query(args);
            seen.push({ model, rows: Array.isArray(result) ? result : [result] });
            return result;
          },
        },
      },
    });
    const ctx = { ...t.ctx, db: db as unknown as AppContext["db"] };
    const recipients = await digestRecipients(ctx, [target.email.toUpperCase()]);
    expect(recipients.map((r) => r.email)).toEqual([target.email]);

    const subscriberReads = seen.filter((s) => s.model === "Subscriber").flatMap((s) => s.rows);
    expect(subscriberReads).toEqual([expect.objectContaining({ id: target.id })]);
    const preferenceRows = seen
      .filter((s) => s.model === "AlertPreference")
      .flatMap((s) => s.rows)
      .filter(
        (row): row is { subscriber: { email: string } | null } =>
          typeof row === "object" && row !== null && "subscriber" in row,
      );
    expect(preferenceRows.map((row) => row.subscriber?.email)).toEqual([target.email]);
    // Only the named subscriber got a settings row; the others were left alone.
    expect(await t.db.alertPreference.count({ where: { subscriberId: target.id } })).toBe(1);
    expect(await t.db.alertPreference.count({ where: { subscriberId: others[1].id } })).toBe(0);
  });
});
