import { randomBytes } from "node:crypto";
import { API_PREFIX, feedbackPageSchema, feedbackSchema } from "@btw/contracts";
import { makeFeedback, makeUser } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";

const path = `${API_PREFIX}/feedbacks`;

describe("feedbacks", () => {
  const notifyEmail = `notify-${randomBytes(4).toString("hex")}@example.test`;
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: notifyEmail });
  const withoutNotifyEmail = createTestContext();

  it("takes feedback from anyone (201) and tells the admins by email", async () => {
    const message = `The scholarship list helped me ${randomBytes(4).toString("hex")}`;
    const res = await t.request().post(path).send({ phone: "+251 911 234 567", message }).expect(201);
    expect(res.body).toEqual({ message: "Send message successful!" });
    const row = await t.db.feedback.findFirst({ where: { message } });
    expect(row).toMatchObject({ phone: "+251 911 234 567" });
    const mail = await t.db.emailMessage.findFirst({
      where: { to: notifyEmail, template: "admin-new-feedback" },
    });
    expect(mail).not.toBeNull();
  });

  it("names the failing field with the spec's texts", async () => {
    const noPhone = await t.request().post(path).send({ message: "Hi" }).expect(400);
    expect(noPhone.body.issues).toEqual([{ path: "phone", message: "Phone required" }]);
    const noMessage = await t.request().post(path).send({ phone: "0911234567", message: " " }).expect(400);
    expect(noMessage.body.issues).toEqual([{ path: "message", message: "message is required" }]);
    const badPhone = await t.request().post(path).send({ phone: "call me", message: "Hi" }).expect(400);
    expect(badPhone.body.issues[0].path).toBe("phone");
  });

  it("lists, gets and deletes for admins only", async () => {
    const feedback = await makeFeedback(t.db);
    await t.request().get(path).expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t.request().get(path).set(editor).expect(403);
    await t.request().get(`${path}/${feedback.id}`).set(editor).expect(403);
    await t.request().delete(`${path}/${feedback.id}`).set(editor).expect(403);

    const { auth, user } = await t.signIn("admin");
    const list = await t.request().get(path).set(auth).query({ limit: 5 }).expect(200);
    expect(list.body).toMatchObject({ page: 1, limit: 5 });
    feedbackPageSchema.strict().parse(list.body);
    feedbackSchema.strict().array().parse(list.body.feedbacks);
    expect(list.body.feedbacks.length).toBeLessThanOrEqual(5);
    expect(list.body.totalPages).toBe(Math.ceil(list.body.count / 5));
    expect(list.body.feedbacks[0].id).toBeGreaterThanOrEqual(feedback.id);

    const one = await t.request().get(`${path}/${feedback.id}`).set(auth).expect(200);
    expect(one.body.feedback).toEqual({
      id: feedback.id,
      phone: feedback.phone,
      message: feedback.message,
      readAt: null,
      createdAt: feedback.createdAt.toISOString(),
    });
    await t
      .request()
      .delete(`${path}/${feedback.id}`)
      .set(auth)
      .expect(200, { message: "Delete successful!" });
    await t.request().get(`${path}/${feedback.id}`).set(auth).expect(404);
    await t.request().delete(`${path}/${feedback.id}`).set(auth).expect(404);
    const entry = await t.db.auditLog.findFirst({
      where: { entity: "feedback", entityId: String(feedback.id) },
    });
    expect(entry).toMatchObject({ action: "delete", actorId: user.id });
  });

  it("still answers 201 when the mail cannot be sent", async () => {
    const broken = createApp({
      ...t.ctx,
      mail: { ...t.ctx.mail, send: async () => Promise.reject(new Error("SMTP down")) },
    });
    await supertest(broken).post(path).send({ phone: "0911234567", message: "Mail is down" }).expect(201);
  });

  it("without ADMIN_NOTIFY_EMAIL, mails every active admin", async () => {
    const other = withoutNotifyEmail;
    const { user: admin } = await makeUser(other.db, { role: "admin" });
    const { user: retired } = await makeUser(other.db, { role: "admin", active: false });
    await other.request().post(path).send({ phone: "0911234567", message: "To all admins" }).expect(201);
    const sent = await other.db.emailMessage.findMany({
      where: { template: "admin-new-feedback", to: { in: [admin.email, retired.email] } },
    });
    expect(sent.map((mail) => mail.to)).toEqual([admin.email]);
  });
});

describe("feedback rate limit", () => {
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: "limits@example.test" });
  const LIMIT = 3;
  const client = supertest(createApp({ ...t.ctx, rateLimits: { feedbackAddress: { limit: LIMIT } } }));

  it("answers 429 with Retry-After once one address passes its limit", async () => {
    for (let i = 0; i < LIMIT; i++) {
      await client
        .post(path)
        .send({ phone: "0911234567", message: `Message ${i}` })
        .expect(201);
    }
    const res = await client.post(path).send({ phone: "0911234567", message: "One too many" }).expect(429);
    expect(res.body.message).toMatch(/^Too many requests/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
