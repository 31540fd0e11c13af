import { randomBytes } from "node:crypto";
import { API_PREFIX, subscriberPageSchema, subscriberSchema } from "@btw/contracts";
import { makeSubscriber } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { csvCell } from "../lib/csv.ts";

const path = `${API_PREFIX}/subscribers`;
const smtp = await startSmtpServer();
afterAll(() => smtp.close());

describe("newsletter subscribers", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });
  const uniqueEmail = () => `reader-${randomBytes(4).toString("hex")}@example.test`;

  it("signs up a new address as pending (201) and mails a confirmation link that works", async () => {
    const email = uniqueEmail();
    const res = await t
      .request()
      .post(path)
      .send({ email: email.toUpperCase(), source: "footer" })
      .expect(201);
    expect(res.body.message).toMatch(/confirm/i);
    const row = await t.db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ status: "pending", source: "footer", confirmedAt: null });

    const mail = await smtp.waitForMail(email, 15_000);
    const link = `https://btw.example.org/born-to-win-api/subscribers/confirm?token=${row.confirmToken}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(`/born-to-win-api/subscribers/unsubscribe?token=${row.confirmToken}`);

    const confirm = await t
      .request()
      .get(new URL(link).pathname + new URL(link).search)
      .expect(303);
    expect(confirm.headers.location).toBe("/?subscribed=1");
    const confirmed = await t.db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
  });

  it("answers 200 with the same message for an address already on the list, never a second row", async () => {
    const email = uniqueEmail();
    const first = await t.request().post(path).send({ email }).expect(201);
    const second = await t.request().post(path).send({ email, source: "donate" }).expect(200);
    expect(second.body).toEqual(first.body);
    const rows = await t.db.subscriber.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("home");
    // Concurrent sign-ups of one address still make one row.
    const racing = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => t.request().post(path).send({ email: racing })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await t.db.subscriber.count({ where: { email: racing } })).toBe(1);
  });

  it("mails one address a confirmation at most once an hour, however often and by whomever it is signed up", async () => {
    const email = uniqueEmail();
    const confirmations = () =>
      t.db.emailMessage.count({ where: { to: email, template: "newsletter-confirm" } });
    await t.request().post(path).send({ email }).expect(201);
    for (let i = 0; i < 9; i++) await t.request().post(path).send({ email }).expect(200);
    expect(await confirmations()).toBe(1);
    // An hour later, a new sign-up may ask again (the first mail may have been lost).
    await t.db.subscriber.update({
      where: { email },
      data: { confirmationSentAt: new Date(Date.now() - 61 * 60 * 1000) },
    });
    await t.request().post(path).send({ email }).expect(200);
    await t.request().post(path).send({ email }).expect(200);
    expect(await confirmations()).toBe(2);
  });

  it("unsubscribes with the token and redirects home", async () => {
    const row = await makeSubscriber(t.db, { status: "confirmed", confirmedAt: new Date() });
    const res = await t.request().get(`${path}/unsubscribe`).query({ token: row.confirmToken }).expect(303);
    expect(res.headers.location).toBe("/?unsubscribed=1");
    const after = await t.db.subscriber.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    // Signing up again asks for a fresh confirmation instead of silently re-adding.
    await t.request().post(path).send({ email: row.email }).expect(200);
    expect((await t.db.subscriber.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
  });

  it("does not confirm with an unknown token, and validates tokens and emails", async () => {
    const res = await t
      .request()
      .get(`${path}/confirm`)
      .query({ token: "x".repeat(32) })
      .expect(303);
    expect(res.headers.location).toBe("/?subscribed=0");
    const short = await t.request().get(`${path}/confirm`).query({ token: "abc" }).expect(400);
    expect(short.body.issues[0].path).toBe("token");
    const bad = await t.request().post(path).send({ email: "nope" }).expect(400);
    expect(bad.body.issues[0].path).toBe("email");
    const badSource = await t.request().post(path).send({ email: uniqueEmail(), source: "spam" }).expect(400);
    expect(badSource.body.issues[0].path).toBe("source");
  });

  it("lists and deletes subscribers for admins only", async () => {
    const row = await makeSubscriber(t.db, { status: "confirmed", confirmedAt: new Date() });
    await t.request().get(path).expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t.request().get(path).set(editor).expect(403);
    await t.request().delete(`${path}/${row.id}`).set(editor).expect(403);

    const { auth } = await t.signIn("admin");
    const list = await t.request().get(path).set(auth).query({ status: "confirmed", limit: 100 }).expect(200);
    expect(list.body.subscribers.every((item: { status: string }) => item.status === "confirmed")).toBe(true);
    expect(list.body.subscribers.find((item: { id: number }) => item.id === row.id)).toMatchObject({
      email: row.email,
      source: "home",
    });
    subscriberPageSchema.strict().parse(list.body);
    subscriberSchema.strict().array().parse(list.body.subscribers);
    await t.request().get(path).set(auth).query({ status: "maybe" }).expect(400);

    await t.request().delete(`${path}/${row.id}`).set(auth).expect(200, { message: "Delete successful!" });
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(404);
  });

  it("exports CSV for admins, escaping commas, quotes and formulas", async () => {
    const tricky = await makeSubscriber(t.db, { source: 'footer, "hero" box' });
    const formula = await makeSubscriber(t.db, { source: '=HYPERLINK("x")' });
    await t.request().get(`${path}/export.csv`).expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t.request().get(`${path}/export.csv`).set(editor).expect(403);

    const { auth } = await t.signIn("admin");
    const res = await t.request().get(`${path}/export.csv`).set(auth).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="?subscribers-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    // A byte-order mark first, so Excel opens Amharic and Afaan Oromo text as UTF-8.
    expect(res.text.startsWith("\uFEFF")).toBe(true);
    const lines = res.text.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,email,status,source,language,createdAt,confirmedAt,unsubscribedAt");
    expect(lines).toContain(
      `${tricky.id},${tricky.email},pending,"footer, ""hero"" box",en,${tricky.createdAt.toISOString()},,`,
    );
    expect(lines).toContain(
      `${formula.id},${formula.email},pending,"'=HYPERLINK(""x"")",en,${formula.createdAt.toISOString()},,`,
    );
    expect(res.text.endsWith("\r\n")).toBe(true);
  });

  it("quotes cells with line breaks and leaves plain ones alone", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("-5")).toBe("'-5");
  });

  it("quotes semicolons and tabs, and defuses a formula after any separator (OWASP)", () => {
    expect(csvCell("a;=1+2")).toBe(`"a;'=1+2"`);
    expect(csvCell("a\t=1+2")).toBe(`"a\t'=1+2"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a,@SUM(A1)")).toBe(`"a,'@SUM(A1)"`);
    expect(csvCell("line\n-2")).toBe(`"line\n'-2"`);
    expect(csvCell("Abebe; Kebede")).toBe(`"Abebe; Kebede"`);
    expect(csvCell("a-b=c")).toBe("a-b=c");
  });
});
