import { randomBytes } from "node:crypto";
import { API_PREFIX, contactMessagePageSchema, contactMessageSchema } from "@btw/contracts";
import { makeContactMessage } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const path = `${API_PREFIX}/contact-messages`;

describe("contact messages", () => {
  const notifyEmail = `notify-${randomBytes(4).toString("hex")}@example.test`;
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: notifyEmail });

  it("takes a question from anyone (201), stored with its page", async () => {
    const email = `Asker-${randomBytes(4).toString("hex")}@Example.test`;
    const res = await t
      .request()
      .post(path)
      .send({ email, message: "Which test do Dutch universities take?" })
      .expect(201);
    expect(res.body.message).toBe("Send message successful!");
    const row = await t.db.contactMessage.findFirst({ where: { email: email.toLowerCase() } });
    expect(row).toMatchObject({
      source: "international-applications",
      message: "Which test do Dutch universities take?",
    });
    expect(
      await t.db.emailMessage.count({ where: { to: notifyEmail, template: "admin-new-contact-message" } }),
    ).toBe(1);
  });

  it("names the failing field", async () => {
    const res = await t.request().post(path).send({ email: "not-an-email", message: "Hi" }).expect(400);
    expect(res.body.issues[0]).toMatchObject({ path: "email", message: "Enter a valid email address" });
    const empty = await t.request().post(path).send({ email: "a@example.test" }).expect(400);
    expect(empty.body.issues[0]).toMatchObject({ path: "message", message: "message is required" });
  });

  it("lists, gets and deletes for admins only", async () => {
    const row = await makeContactMessage(t.db);
    await t.request().get(path).expect(401);
    const { auth: member } = await t.signIn("member");
    await t.request().get(path).set(member).expect(403);
    await t.request().delete(`${path}/${row.id}`).set(member).expect(403);

    const { auth } = await t.signIn("admin");
    const list = await t.request().get(path).set(auth).expect(200);
    expect(list.body).toMatchObject({ page: 1, limit: 20 });
    contactMessagePageSchema.strict().parse(list.body);
    contactMessageSchema.strict().array().parse(list.body.contactMessages);
    expect(list.body.contactMessages.some((item: { id: number }) => item.id === row.id)).toBe(true);
    const one = await t.request().get(`${path}/${row.id}`).set(auth).expect(200);
    expect(one.body.contactMessage).toMatchObject({ id: row.id, email: row.email, message: row.message });
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(200, { message: "Delete successful!" });
    await t.request().get(`${path}/${row.id}`).set(auth).expect(404);
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(404);
  });
});
