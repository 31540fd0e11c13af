// The bucket store against a real S3-compatible server: public files served at /uploads with the
// content type and a year's cache, private files (CVs) never reachable there, admins still get them.
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PREFIX } from "@btw/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { minimalPdf, pngBytes } from "../../test/test-files.ts";
import { IMMUTABLE_CACHE } from "../lib/http-cache.ts";
import { parseStorageUrl } from "./s3-storage.ts";
import { publishSeedFiles } from "./seed-uploads.ts";

const s3 = await startS3Server();
afterAll(() => s3.close());

describe("uploads in an S3-compatible bucket", () => {
  const t = createTestContext({ STORAGE_URL: s3.url });
  const name = () => randomBytes(6).toString("hex");

  it("reads the bucket, prefix, region, endpoint and credentials from STORAGE_URL", () => {
    expect(
      parseStorageUrl("s3://KEY:SE%2FCRET@media/site/?region=eu-west-1&endpoint=http://minio:9000"),
    ).toEqual({
      bucket: "media",
      prefix: "site/",
      region: "eu-west-1",
      endpoint: "http://minio:9000",
      credentials: { accessKeyId: "KEY", secretAccessKey: "SE/CRET" },
    });
    expect(parseStorageUrl("s3://media").credentials).toBeUndefined();
    expect(() => parseStorageUrl("http://media")).toThrow();
  });

  it("stores public files in the bucket and serves them at /uploads with their type and a year's cache", async () => {
    expect(t.ctx.storage.root).toBeUndefined();
    const bytes = await pngBytes(8, 8);
    const url = await t.ctx.storage.put(`images/${name()}-800.png`, bytes);
    const res = await t.request().get(url).buffer(true).expect(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);

    const part = await t.request().get(url).set("Range", "bytes=0-3").buffer(true).expect(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-3/${bytes.length}`);
    expect(Buffer.compare(part.body as Buffer, bytes.subarray(0, 4))).toBe(0);
    const past = await t.request().get(url).set("Range", "bytes=999999-").buffer(true).expect(200);
    expect(past.body.length).toBe(bytes.length);

    await t.ctx.storage.remove(url);
    const gone = await t.request().get(url).expect(404);
    expect(gone.body.message).toBeTruthy();
    await t.request().get("/uploads/images/..%2F..%2Fprivate%2Fx.pdf").expect(404);
  });

  it("keeps CVs out of /uploads and streams them to admins only", async () => {
    const email = `applicant-${name()}@example.test`;
    const res = await t
      .request()
      .post(`${API_PREFIX}/resumes`)
      .field("fullName", "Selam Bekele")
      .field("email", email)
      .field("phone", "+251 922 000 111")
      .field("location", "Adama")
      .field("education", "BSc Information Systems")
      .field("jobTitle", "Junior developer")
      .field("areaOfInterest", "Information technology")
      .field("skillLevel", "College Graduate")
      .field("coverLetter", "I build web apps, and I would like to grow with your partners.")
      .attach("cv", minimalPdf(), "cv.pdf")
      .expect(201);
    expect(res.status).toBe(201);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    const key = row.cvFile ?? "";
    expect(await t.ctx.storage.openPrivate(key)).toBeDefined();
    expect(await t.ctx.storage.open(key)).toBeUndefined();
    await t.request().get(`/uploads/${key}`).expect(404);
    await t.request().get(`/uploads/private/${key}`).expect(404);

    const { auth } = await t.signIn("admin");
    const cv = await t.request().get(`${API_PREFIX}/resumes/${row.id}/cv`).set(auth).buffer(true).expect(200);
    expect(cv.headers["content-type"]).toBe("application/pdf");
    expect(cv.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(cv.body as Buffer, minimalPdf())).toBe(0);
    const member = await t.signIn("member");
    await t.request().get(`${API_PREFIX}/resumes/${row.id}/cv`).set(member.auth).expect(403);

    // Deleting moves the resume to the trash with its CV; deleting it from the trash removes the object.
    await t.request().delete(`${API_PREFIX}/resumes/${row.id}`).set(auth).expect(200);
    expect(await t.ctx.storage.openPrivate(key)).toBeDefined();
    const trashed = await t.db.trashItem.findFirstOrThrow({ where: { list: "resumes", entityId: row.id } });
    await t.request().delete(`${API_PREFIX}/admin/trash/${trashed.id}`).set(auth).expect(200);
    expect(await t.ctx.storage.openPrivate(key)).toBeUndefined();
  });

  it("puts the demo content's files into the bucket once, so /uploads/seed/* is found", async () => {
    const folder = mkdtempSync(join(tmpdir(), "btw-seed-"));
    const file = `${name()}.pdf`;
    writeFileSync(join(folder, file), minimalPdf());
    expect(await publishSeedFiles(t.ctx.storage, folder)).toBe(1);
    expect(await publishSeedFiles(t.ctx.storage, folder)).toBe(0);
    const res = await t.request().get(`/uploads/seed/${file}`).buffer(true).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
  });
});
