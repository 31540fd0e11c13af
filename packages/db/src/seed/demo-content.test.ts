import { mkdtempSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CLOSING_SOON_DAYS,
  FIELDS_OF_STUDY,
  IMAGE_WIDTHS,
  INTERNSHIP_CATEGORIES,
  imageVariantUrl,
  JOB_TYPES,
  RESOURCE_TYPE_SLUGS,
  RESOURCE_TYPES,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-server.ts";
import type { Database } from "../client.ts";
import { DEMO_MARKER, seedDemoContent } from "./demo-content.ts";

const uploadDir = () => mkdtempSync(join(tmpdir(), "btw-seed-uploads-"));

async function counts(db: Database) {
  const [scholarships, internships, training, jobs, blogs, testimonials, team, resources] = await Promise.all(
    [
      db.scholarship.count(),
      db.internship.count(),
      db.training.count(),
      db.job.count(),
      db.blog.count(),
      db.testimonial.count(),
      db.teamMember.count(),
      db.resource.count(),
    ],
  );
  return { scholarships, internships, training, jobs, blogs, testimonials, team, resources };
}

/** The file an /uploads/... URL names, inside the upload folder the API serves at /uploads. */
const fileOf = (dir: string, url: string) => join(dir, url.replace(/^\/uploads\//, ""));

// The first bytes of each kind of file, so a renamed or empty file cannot pass for the real thing.
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-" && b.includes("%%EOF"),
  "image/webp": (b) => b.subarray(0, 4).toString() === "RIFF" && b.subarray(8, 12).toString() === "WEBP",
  "video/webm": (b) => b.readUInt32BE(0) === 0x1a45dfa3,
  "video/mp4": (b) => b.subarray(4, 8).toString() === "ftyp",
};

describe("seedDemoContent", () => {
  it("seeds once: a second run creates nothing and changes no counts", async () => {
    const { db } = await freshDatabase();
    const dir = uploadDir();

    const first = await seedDemoContent(db, { uploadDir: dir });
    const afterFirst = await counts(db);
    expect(first.created).toBe(Object.values(afterFirst).reduce((sum, n) => sum + n, 0));
    expect(await db.auditLog.count({ where: DEMO_MARKER })).toBe(1);

    const second = await seedDemoContent(db, { uploadDir: dir });
    expect(second.created).toBe(0);
    expect(await counts(db)).toEqual(afterFirst);
  });

  it("covers every field of study, category, country, job type and resource type", async () => {
    const { db } = await freshDatabase();
    await seedDemoContent(db, { uploadDir: uploadDir() });
    const now = Date.now();

    const scholarships = await db.scholarship.findMany({ where: { status: "approved" } });
    expect(scholarships.length).toBeGreaterThanOrEqual(12);
    for (const field of FIELDS_OF_STUDY) {
      expect(scholarships.filter((s) => s.fieldsOfStudy.includes(field)).length, field).toBeGreaterThan(0);
    }
    // Open, mostly in the future, and at least two "closing soon".
    expect(scholarships.every((s) => s.deadline === null || s.deadline.getTime() > now)).toBe(true);
    const soon = scholarships.filter(
      (s) => s.deadline && s.deadline.getTime() - now < CLOSING_SOON_DAYS * 24 * 60 * 60 * 1000,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);

    const internships = await db.internship.findMany({ where: { status: "approved" } });
    for (const category of INTERNSHIP_CATEGORIES) {
      expect(
        internships.filter((i) => i.internshipCategory === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    }
    const training = await db.training.findMany({ where: { status: "approved" } });
    for (const country of TRAINING_COUNTRIES) {
      expect(training.filter((t) => t.selectedCountries.includes(country)).length, country).toBeGreaterThan(
        0,
      );
    }
    const jobs = await db.job.findMany({ where: { status: "approved" } });
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(jobs.every((job) => (JOB_TYPES as readonly string[]).includes(job.Type))).toBe(true);
    expect(new Set(jobs.map((job) => job.Type)).size).toBeGreaterThanOrEqual(5);
    expect(jobs.every((job) => job.location?.includes("Addis Ababa"))).toBe(true);

    const resources = await db.resource.findMany();
    for (const types of RESOURCE_TYPE_SLUGS) {
      const ofType = resources.filter((r) => r.types === types);
      expect(ofType.length, types).toBeGreaterThan(0);
      expect(ofType.every((r) => r.category === RESOURCE_TYPES[types].category)).toBe(true);
    }

    expect(await db.blog.count()).toBeGreaterThanOrEqual(8);
    expect(await db.testimonial.count()).toBeGreaterThanOrEqual(6);
    expect(
      await db.teamMember.count({ where: { twitter: { not: null }, linkedn: { not: null } } }),
    ).toBeGreaterThanOrEqual(6);
    const pending =
      (await db.scholarship.count({ where: { status: "pending" } })) +
      (await db.internship.count({ where: { status: "pending" } })) +
      (await db.job.count({ where: { status: "pending" } }));
    expect(pending).toBeGreaterThanOrEqual(2);
  });

  it("puts every picture and file it refers to in the upload folder, small and of the stated type", async () => {
    const { db } = await freshDatabase();
    const dir = uploadDir();
    await seedDemoContent(db, { uploadDir: dir });

    const pictures = [
      ...(await db.scholarship.findMany()).map((row) => row.photo1),
      ...(await db.internship.findMany()).map((row) => row.photo1),
      ...(await db.training.findMany()).map((row) => row.photo1),
      ...(await db.blog.findMany()).map((row) => row.photo),
      ...(await db.testimonial.findMany()).map((row) => row.photo),
      ...(await db.teamMember.findMany()).map((row) => row.photo),
    ].filter((url): url is string => url !== null);
    expect(pictures.length).toBeGreaterThan(40);
    for (const url of new Set(pictures)) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+-1200\.webp$/);
      for (const width of IMAGE_WIDTHS) {
        const bytes = await readFile(fileOf(dir, imageVariantUrl(url, width)));
        expect(SIGNATURES["image/webp"]!(bytes)).toBe(true);
        expect(bytes.length).toBeLessThan(40_000);
      }
    }

    const resources = await db.resource.findMany();
    expect(new Set(resources.map((r) => r.mimeType))).toEqual(new Set(Object.keys(SIGNATURES)));
    for (const resource of resources) {
      expect(resource.resource_files).toMatch(/^\/uploads\/seed\//);
      const bytes = await readFile(fileOf(dir, resource.resource_files));
      expect(SIGNATURES[resource.mimeType]!(bytes), resource.resource_files).toBe(true);
      const limit = resource.mimeType.startsWith("video/") ? 300_000 : 40_000;
      expect((await stat(fileOf(dir, resource.resource_files))).size).toBeLessThan(limit);
    }
  });

  it("does not bring back demo items an admin deleted, but restores missing files", async () => {
    const { db } = await freshDatabase();
    const dir = uploadDir();
    await seedDemoContent(db, { uploadDir: dir });
    const removed = await db.scholarship.findFirstOrThrow({
      where: { status: "approved" },
      orderBy: { id: "desc" },
    });
    await db.scholarship.delete({ where: { id: removed.id } });

    const elsewhere = uploadDir();
    expect(await seedDemoContent(db, { uploadDir: elsewhere })).toEqual({ created: 0 });
    expect(await db.scholarship.count({ where: { title: removed.title } })).toBe(0);
    expect((await stat(fileOf(elsewhere, removed.photo1!))).size).toBeGreaterThan(0);
  });

  it("seeds once when several processes start together", async () => {
    const { db } = await freshDatabase();
    const dir = uploadDir();
    const results = await Promise.all([1, 2, 3].map(() => seedDemoContent(db, { uploadDir: dir })));
    const created = results.map((result) => result.created).sort((a, b) => b - a);
    expect(created[0]).toBeGreaterThan(0);
    expect(created.slice(1)).toEqual([0, 0]);
    const total = Object.values(await counts(db)).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(created[0]);
  });
});
