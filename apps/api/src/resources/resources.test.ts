import { existsSync } from "node:fs";
import { join } from "node:path";
import { API_PREFIX, resourceSchema } from "@btw/contracts";
import { makeResource } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { minimalPdf, pngBytes, webmHeader } from "../../test/test-files.ts";
import { uploadDir } from "../storage/local-storage.ts";

const path = `${API_PREFIX}/resources`;
type Item = { id: number; types: string; category: number };

describe("resources", () => {
  const t = createTestContext();
  const fileOf = (url: string) => join(uploadDir(t.ctx.env), url.replace("/uploads/", ""));

  it("lists resources of one type", async () => {
    const toefl = await makeResource(t.db, { types: "toefl" });
    const other = await makeResource(t.db, { types: "ielts" });
    const res = await t
      .request()
      .get(`${API_PREFIX}/get-resources/types/`)
      .query({ types: "toefl" })
      .expect(200);
    resourceSchema.strict().array().parse(res.body.resources);
    const ids = res.body.resources.map((item: Item) => item.id);
    expect(ids).toContain(toefl.id);
    expect(ids).not.toContain(other.id);
    expect(res.body.resources.every((item: Item) => item.types === "toefl")).toBe(true);
  });

  it("rejects an unknown type, naming the field", async () => {
    const res = await t
      .request()
      .get(`${API_PREFIX}/get-resources/types/`)
      .query({ types: "nope" })
      .expect(400);
    expect(res.body.issues[0].path).toBe("types");
  });

  it("lists the self-development category (code 4)", async () => {
    const speaking = await makeResource(t.db, { types: "public-speaking" });
    const academic = await makeResource(t.db, { types: "cover-letter" });
    const res = await t
      .request()
      .get(`${API_PREFIX}/resources-types/category/`)
      .query({ category: 4 })
      .expect(200);
    const ids = res.body.resources.map((item: Item) => item.id);
    expect(ids).toContain(speaking.id);
    expect(ids).not.toContain(academic.id);
    expect(res.body.resources.every((item: Item) => item.category === 4)).toBe(true);
    await t.request().get(`${API_PREFIX}/resources-types/category/`).query({ category: 9 }).expect(400);
  });

  it("accepts a PDF, records its type from the bytes and derives the category", async () => {
    const { auth } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "IELTS writing guide")
      .field("types", "ielts")
      .attach("resource_files", minimalPdf(), {
        filename: "guide.dat",
        contentType: "application/octet-stream",
      })
      .expect(201);
    expect(res.body.resource).toMatchObject({
      title: "IELTS writing guide",
      types: "ielts",
      category: 2,
      mimeType: "application/pdf",
      description: "",
    });
    expect(res.body.resource.resource_files).toMatch(/^\/uploads\/documents\/.+\.pdf$/);
    await t
      .request()
      .get(res.body.resource.resource_files)
      .expect(200)
      .expect("cache-control", /immutable/);
  });

  it("accepts a WebM video and an image (stored as WebP)", async () => {
    const { auth } = await t.signIn("admin");
    const video = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "Interview tips")
      .field("types", "video-resource")
      .attach("resource_files", webmHeader(), "tips.webm")
      .expect(201);
    expect(video.body.resource).toMatchObject({ mimeType: "video/webm", category: 5 });
    expect(video.body.resource.resource_files).toMatch(/\.webm$/);

    const image = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "CV layout")
      .field("types", "resume-sample")
      .attach("resource_files", await pngBytes(900, 1200), "layout.png")
      .expect(201);
    expect(image.body.resource).toMatchObject({ mimeType: "image/webp", category: 1 });
    expect(image.body.resource.resource_files).toMatch(/-1200\.webp$/);
  });

  it("answers 400 naming resource_files when no file is sent, 415 for an unknown type", async () => {
    const { auth } = await t.signIn("admin");
    const missing = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "No file")
      .field("types", "toefl")
      .expect(400);
    expect(missing.body.issues[0].path).toBe("resource_files");
    await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "Script")
      .field("types", "toefl")
      .attach("resource_files", Buffer.from("#!/bin/sh\necho hi\n"), "run.pdf")
      .expect(415);
  });

  it("allows writes to staff only", async () => {
    await t.request().post(path).field("title", "x").field("types", "toefl").expect(401);
    const { auth } = await t.signIn("member");
    await t.request().post(path).set(auth).field("title", "x").field("types", "toefl").expect(403);
    const row = await makeResource(t.db);
    await t.request().put(`${path}/${row.id}`).set(auth).send({ title: "y" }).expect(403);
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(403);
  });

  it("updates the type (and category) and replaces the file, then deletes it", async () => {
    const { auth } = await t.signIn("editor");
    const created = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "Draft")
      .field("types", "toefl")
      .attach("resource_files", minimalPdf(), "a.pdf")
      .expect(201);
    const id = created.body.resource.id;
    const oldFile = created.body.resource.resource_files;
    const updated = await t
      .request()
      .put(`${path}/${id}`)
      .set(auth)
      .field("types", "public-speaking")
      .attach("resource_files", minimalPdf(), "b.pdf")
      .expect(200);
    expect(updated.body.resource).toMatchObject({
      id,
      title: "Draft",
      types: "public-speaking",
      category: 4,
    });
    expect(existsSync(fileOf(oldFile))).toBe(false);
    await t.request().get(`${path}/${id}`).expect(200);
    await t.request().delete(`${path}/${id}`).set(auth).expect(200, { message: "Delete successful!" });
    // Kept while the resource is in the trash; purged with it.
    expect(existsSync(fileOf(updated.body.resource.resource_files))).toBe(true);
    const trashed = await t.db.trashItem.findFirstOrThrow({ where: { list: "resources", entityId: id } });
    await t.request().delete(`${API_PREFIX}/admin/trash/${trashed.id}`).set(auth).expect(200);
    expect(existsSync(fileOf(updated.body.resource.resource_files))).toBe(false);
    await t.request().get(`${path}/${id}`).expect(404);
    await t.request().put(`${path}/${id}`).set(auth).send({ title: "z" }).expect(404);
  });

  it("stores the original's language and its versions, and changes them on edit", async () => {
    const { auth } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "የIELTS መጻፍ መመሪያ")
      .field("types", "ielts")
      .field("language", "am")
      .field("translations", JSON.stringify({ en: { title: "IELTS writing guide" } }))
      .attach("resource_files", minimalPdf(), "guide.pdf")
      .expect(201);
    expect(resourceSchema.parse(res.body.resource)).toMatchObject({
      language: "am",
      translations: { en: { title: "IELTS writing guide" } },
    });
    const edited = await t
      .request()
      .put(`${path}/${res.body.resource.id}`)
      .set(auth)
      .send({
        translations: { en: { title: "IELTS writing guide" }, om: { title: "Qajeelfama barreeffama IELTS" } },
      })
      .expect(200);
    expect(edited.body.resource.translations).toEqual({
      en: { title: "IELTS writing guide" },
      om: { title: "Qajeelfama barreeffama IELTS" },
    });
  });
});
