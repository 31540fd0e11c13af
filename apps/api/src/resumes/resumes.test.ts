import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { API_PREFIX, resumePageSchema, resumeSchema, UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import { makeResume } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { minimalPdf, pngBytes } from "../../test/test-files.ts";
import { uploadDir } from "../storage/local-storage.ts";
import { privateFilePath, privateRoot } from "../uploads/private-files.ts";

const path = `${API_PREFIX}/resumes`;

const fields = (email: string) => ({
  fullName: "Selam Bekele",
  email,
  phone: "+251 922 000 111",
  location: "Adama",
  education: "BSc Information Systems",
  jobTitle: "Junior developer",
  areaOfInterest: "Information technology",
  skillLevel: "College Graduate",
  coverLetter: "I build web apps, and I would like to grow with your partners.",
});

describe("resumes", () => {
  const notifyEmail = `notify-${randomBytes(4).toString("hex")}@example.test`;
  const t = createTestContext({ ADMIN_NOTIFY_EMAIL: notifyEmail });
  const uniqueEmail = () => `applicant-${randomBytes(4).toString("hex")}@example.test`;

  function submit(values: Record<string, string>, cv?: { bytes: Buffer; name: string }) {
    let req = t.request().post(path);
    for (const [key, value] of Object.entries(values)) req = req.field(key, value);
    return cv ? req.attach("cv", cv.bytes, cv.name) : req;
  }

  it("takes a resume with a PDF CV from anyone (201), keeps the CV private and tells the admins", async () => {
    const email = uniqueEmail();
    const res = await submit(fields(email), { bytes: minimalPdf(), name: "cv.pdf" }).expect(201);
    expect(res.body.message).toMatch(/resume/i);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({
      fullName: "Selam Bekele",
      areaOfInterest: "Information technology",
      jobTitle: "Junior developer",
    });
    expect(row.cvFile).not.toMatch(/^\/uploads/);
    expect(existsSync(privateFilePath(t.ctx, row.cvFile!))).toBe(true);
    // Nothing of the CV landed in the public folder.
    const publicFiles = existsSync(uploadDir(t.ctx.env))
      ? await readdir(uploadDir(t.ctx.env), { recursive: true })
      : [];
    expect(publicFiles.filter((name) => String(name).endsWith(".pdf"))).toEqual([]);
    await t.request().get(`/uploads/${row.cvFile}`).expect(404);
    expect(await t.db.emailMessage.count({ where: { to: notifyEmail, template: "admin-new-resume" } })).toBe(
      1,
    );
  });

  it("takes a resume without a CV, as JSON too", async () => {
    const email = uniqueEmail();
    await t
      .request()
      .post(path)
      .send({ ...fields(email), jobTitle: "" })
      .expect(201);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({ cvFile: null, jobTitle: null });
  });

  it("names each missing field with the spec's texts", async () => {
    const res = await t.request().post(path).send({ fullName: "A" }).expect(400);
    const byPath = Object.fromEntries(
      res.body.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(byPath).toMatchObject({
      email: "Email Address required",
      phone: "Phone required",
      location: "Location required",
      education: "Highest Level of Education required",
      coverLetter: "Cover Letter required",
    });
    expect(byPath.areaOfInterest).toBeDefined();
    expect(byPath.skillLevel).toBeDefined();
  });

  it("accepts only a PDF as CV (415 otherwise) and refuses one over 10 MB (413)", async () => {
    await submit(fields(uniqueEmail()), { bytes: await pngBytes(100, 100), name: "cv.pdf" }).expect(415);
    await submit(fields(uniqueEmail()), { bytes: Buffer.from("hello"), name: "cv.pdf" }).expect(415);
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(UPLOAD_LIMITS_BYTES.document)]);
    await submit(fields(uniqueEmail()), { bytes: big, name: "cv.pdf" }).expect(413);
    const before = (await readdir(privateRoot(t.ctx), { recursive: true }).catch(() => [])).length;
    await submit({ ...fields(uniqueEmail()), phone: "" }, { bytes: minimalPdf(), name: "cv.pdf" }).expect(
      400,
    );
    const after = (await readdir(privateRoot(t.ctx), { recursive: true }).catch(() => [])).length;
    expect(after).toBe(before);
  });

  it("streams the CV to admins only", async () => {
    const email = uniqueEmail();
    await submit(fields(email), { bytes: minimalPdf(), name: "cv.pdf" }).expect(201);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    const cvPath = `${path}/${row.id}/cv`;

    await t.request().get(cvPath).expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t.request().get(cvPath).set(editor).expect(403);

    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .get(cvPath)
      .set(auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/pdf/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?cv-\d+-Selam-Bekele\.pdf"?$/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(res.body as Buffer, minimalPdf())).toBe(0);

    const one = await t.request().get(`${path}/${row.id}`).set(auth).expect(200);
    expect(one.body.resume.cvFile).toBe(cvPath);
  });

  it("lists, gets and deletes for admins only, removing the CV", async () => {
    const email = uniqueEmail();
    await submit(fields(email), { bytes: minimalPdf(), name: "cv.pdf" }).expect(201);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    const plain = await makeResume(t.db);

    const { auth: member } = await t.signIn("member");
    await t.request().get(path).set(member).expect(403);
    await t.request().get(`${path}/${row.id}`).set(member).expect(403);
    await t.request().delete(`${path}/${row.id}`).set(member).expect(403);
    await t.request().get(path).expect(401);

    const { auth } = await t.signIn("admin");
    const list = await t.request().get(path).set(auth).query({ limit: 100 }).expect(200);
    const ids = list.body.resumes.map((resume: { id: number }) => resume.id);
    expect(ids).toEqual(expect.arrayContaining([row.id, plain.id]));
    expect(list.body).toMatchObject({ page: 1, limit: 100 });
    resumePageSchema.strict().parse(list.body);
    resumeSchema.strict().array().parse(list.body.resumes);

    const none = await t.request().get(`${path}/${plain.id}/cv`).set(auth).expect(404);
    expect(none.body.message).toBe("CV not found");

    await t.request().delete(`${path}/${row.id}`).set(auth).expect(200, { message: "Delete successful!" });
    // The CV waits in the trash with its resume, and goes when the trash is purged.
    expect(existsSync(privateFilePath(t.ctx, row.cvFile!))).toBe(true);
    await t.request().get(`${path}/${row.id}`).set(auth).expect(404);
    await t.request().get(`${path}/${row.id}/cv`).set(auth).expect(404);
    await t.request().delete(`${path}/${row.id}`).set(auth).expect(404);
    const trashed = await t.db.trashItem.findFirstOrThrow({ where: { list: "resumes", entityId: row.id } });
    await t.request().delete(`${API_PREFIX}/admin/trash/${trashed.id}`).set(auth).expect(200);
    expect(existsSync(privateFilePath(t.ctx, row.cvFile!))).toBe(false);
  });
});

describe("resumes kept under a dot-folder (the image's data folder is /app/.data)", () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "btw-dot-data-")), ".data");
  const t = createTestContext({ DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, "uploads") });

  it("still streams the CV to admins", async () => {
    const email = `dot-${randomBytes(4).toString("hex")}@example.test`;
    let req = t.request().post(path);
    for (const [key, value] of Object.entries(fields(email))) req = req.field(key, value);
    await req.attach("cv", minimalPdf(), "cv.pdf").expect(201);
    const row = await t.db.resume.findFirstOrThrow({ where: { email } });
    expect(privateFilePath(t.ctx, row.cvFile!)).toContain(`${sep}.data${sep}`);

    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .get(`${path}/${row.id}/cv`)
      .set(auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, minimalPdf())).toBe(0);
  });
});
