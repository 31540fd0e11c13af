import { randomBytes } from "node:crypto";
import { API_PREFIX, auditEntrySchema, auditPageSchema } from "@btw/contracts";
import { makeAuditEntry } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const path = `${API_PREFIX}/audit-log`;

describe("audit log", () => {
  const t = createTestContext();

  it("pages entries newest first with the actor's name, for admins", async () => {
    const { auth, user } = await t.signIn("admin");
    const entity = `test-${randomBytes(4).toString("hex")}`;
    const base = Date.now() - 100_000;
    for (let i = 0; i < 5; i++) {
      await makeAuditEntry(t.db, {
        entity,
        entityId: String(i),
        actorId: i === 4 ? user.id : null,
        createdAt: new Date(base + i * 1000),
      });
    }
    const res = await t.request().get(path).set(auth).query({ entity, limit: 2 }).expect(200);
    auditPageSchema.strict().parse(res.body);
    auditEntrySchema.strict().array().parse(res.body.entries);
    expect(res.body).toMatchObject({ count: 5, totalPages: 3, page: 1, limit: 2 });
    expect(res.body.entries.map((entry: { entityId: string }) => entry.entityId)).toEqual(["4", "3"]);
    expect(res.body.entries[0]).toMatchObject({
      actorId: user.id,
      actorName: user.fullName,
      entity,
      action: "create",
    });
    expect(res.body.entries[1].actorName).toBeNull();

    const last = await t.request().get(path).set(auth).query({ entity, limit: 2, page: 3 }).expect(200);
    expect(last.body.entries.map((entry: { entityId: string }) => entry.entityId)).toEqual(["0"]);
  });

  it("records staff writes made through the API", async () => {
    const { auth, user } = await t.signIn("admin");
    const created = await t
      .request()
      .post(`${API_PREFIX}/testimonial`)
      .set(auth)
      .send({ full_Name: "Audited", clients_say: "Yes" })
      .expect(201);
    const res = await t
      .request()
      .get(path)
      .set(auth)
      .query({ entity: "testimonial", limit: 100 })
      .expect(200);
    const entry = res.body.entries.find(
      (item: { entityId: string }) => item.entityId === String(created.body.testimonial.id),
    );
    expect(entry).toMatchObject({
      action: "create",
      actorId: user.id,
      actorName: user.fullName,
      summary: "Audited",
    });
  });

  it("searches summaries, record numbers and names, literally (q)", async () => {
    const { auth, user } = await t.signIn("admin");
    const tag = `q${randomBytes(4).toString("hex")}`;
    const byAdmin = await makeAuditEntry(t.db, { actorId: user.id, summary: "Renamed" });
    const kept = await makeAuditEntry(t.db, { actorName: `Former ${tag}`, summary: "Approved" });
    const literal = await makeAuditEntry(t.db, { summary: `${tag} 50%_off` });
    const wildcard = await makeAuditEntry(t.db, { summary: `${tag} 50xyoff` });
    const ids = async (q: string) => {
      const res = await t.request().get(path).set(auth).query({ q, limit: 100 }).expect(200);
      auditPageSchema.strict().parse(res.body);
      return res.body.entries.map((entry: { id: number }) => entry.id);
    };
    expect(await ids(`${tag} 50%_OFF`)).toEqual([literal.id]);
    expect(await ids(`former ${tag}`)).toEqual([kept.id]);
    expect(await ids(byAdmin.entityId)).toContain(byAdmin.id);
    expect(await ids(user.fullName)).toContain(byAdmin.id);
    expect((await ids(tag)).sort()).toEqual([kept.id, literal.id, wildcard.id].sort());
    await t
      .request()
      .get(path)
      .set(auth)
      .query({ q: "x".repeat(101) })
      .expect(400);
  });

  it("is for admins only and validates its query", async () => {
    await t.request().get(path).expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t.request().get(path).set(editor).expect(403);
    const { auth } = await t.signIn("admin");
    const res = await t.request().get(path).set(auth).query({ limit: 500 }).expect(400);
    expect(res.body.issues[0].path).toBe("limit");
  });
});
