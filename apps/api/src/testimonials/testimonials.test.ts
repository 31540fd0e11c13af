import { existsSync } from "node:fs";
import { join } from "node:path";
import { API_PREFIX, testimonialSchema, UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import { makeTestimonial } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { pngBytes } from "../../test/test-files.ts";
import { uploadDir } from "../storage/local-storage.ts";

const path = `${API_PREFIX}/testimonial`;

describe("testimonials", () => {
  const t = createTestContext();
  const fileOf = (url: string) => join(uploadDir(t.ctx.env), url.replace("/uploads/", ""));

  it("lists testimonials under `testimonials`, newest first", async () => {
    const older = await makeTestimonial(t.db, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await makeTestimonial(t.db);
    const res = await t.request().get(path).expect(200);
    testimonialSchema.strict().array().parse(res.body.testimonials);
    const ids = res.body.testimonials.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body.testimonials.find((item: { id: number }) => item.id === newer.id)).toMatchObject({
      full_Name: newer.full_Name,
      clients_say: newer.clients_say,
      photo: null,
    });
  });

  it("lets an editor create one with a photo stored as WebP variants, and audits it", async () => {
    const { auth, user } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("full_Name", "Hana Tesfaye")
      .field("clients_say", "I won a fully funded place.")
      .attach("photo", await pngBytes(1300, 800), "hana.png")
      .expect(201);
    expect(res.body.testimonial).toMatchObject({
      full_Name: "Hana Tesfaye",
      clients_say: "I won a fully funded place.",
    });
    const photo: string = res.body.testimonial.photo;
    expect(photo).toMatch(/^\/uploads\/images\/.+-1200\.webp$/);
    for (const width of [400, 800, 1200])
      expect(existsSync(fileOf(photo.replace("-1200", `-${width}`)))).toBe(true);
    const entry = await t.db.auditLog.findFirst({
      where: { entity: "testimonial", entityId: String(res.body.testimonial.id) },
    });
    expect(entry).toMatchObject({ actorId: user.id, action: "create" });
  });

  it("names the missing field on 400", async () => {
    const { auth } = await t.signIn("admin");
    const res = await t.request().post(path).set(auth).send({ full_Name: "No words" }).expect(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain("clients_say");
    expect(res.body.message).toMatch(/clients_say/);
  });

  it("rejects a text file named .png with 415 and an oversized photo with 413", async () => {
    const { auth } = await t.signIn("admin");
    await t
      .request()
      .post(path)
      .set(auth)
      .field("full_Name", "A")
      .field("clients_say", "B")
      .attach("photo", Buffer.from("plain text pretending"), {
        filename: "fake.png",
        contentType: "image/png",
      })
      .expect(415);
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("full_Name", "A")
      .field("clients_say", "B")
      .attach("photo", Buffer.alloc(UPLOAD_LIMITS_BYTES.image + 1), "huge.png")
      .expect(413);
    expect(res.body.message).toMatch(/too large/i);
  });

  it("answers 401 without a token and 403 for a member", async () => {
    await t.request().post(path).send({ full_Name: "A", clients_say: "B" }).expect(401);
    const { auth } = await t.signIn("member");
    await t.request().post(path).set(auth).send({ full_Name: "A", clients_say: "B" }).expect(403);
    const row = await makeTestimonial(t.db);
    await t.request().put(`${path}/${row.id}`).set(auth).send({ full_Name: "X" }).expect(403);
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(403);
    await t.request().delete(`${path}/${row.id}`).expect(401);
  });

  it("updates text and replaces the photo, removing the old files", async () => {
    const { auth } = await t.signIn("editor");
    const created = await t
      .request()
      .post(path)
      .set(auth)
      .field("full_Name", "Abel")
      .field("clients_say", "Great mentors.")
      .attach("photo", await pngBytes(500, 500), "abel.png")
      .expect(201);
    const oldPhoto: string = created.body.testimonial.photo;
    const res = await t
      .request()
      .put(`${path}/${created.body.testimonial.id}`)
      .set(auth)
      .field("clients_say", "Great mentors and real results.")
      .attach("photo", await pngBytes(600, 600), "abel2.png")
      .expect(200);
    expect(res.body).toMatchObject({
      message: "Change saved successfully",
      testimonial: { full_Name: "Abel", clients_say: "Great mentors and real results." },
    });
    expect(res.body.testimonial.photo).not.toBe(oldPhoto);
    expect(existsSync(fileOf(oldPhoto))).toBe(false);
    expect(existsSync(fileOf(res.body.testimonial.photo))).toBe(true);
  });

  it("deletes one (200) and answers 404 for a missing id", async () => {
    const { auth } = await t.signIn("admin");
    const row = await makeTestimonial(t.db);
    const res = await t.request().delete(`${path}/${row.id}`).set(auth).expect(200);
    expect(res.body.message).toBe("Delete successful!");
    expect(await t.db.testimonial.findUnique({ where: { id: row.id } })).toBeNull();
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(404);
    await t.request().put(`${path}/${row.id}`).set(auth).send({ full_Name: "Gone" }).expect(404);
    await t.request().get(`${path}/${row.id}`).expect(404);
    await t.request().get(`${path}/abc`).expect(404);
  });
});
