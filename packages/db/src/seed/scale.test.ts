import { FIELDS_OF_STUDY, INTERNSHIP_CATEGORIES, JOB_TYPES, TRAINING_COUNTRIES } from "@btw/contracts";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-server.ts";
import { makeBlog, makeScholarship } from "./factories.ts";
import { seedScale } from "./scale.ts";

describe("seedScale", () => {
  it("adds exactly n approved rows of each kind, spread over fields, categories, countries and dates", async () => {
    const { url, db } = await freshDatabase();
    await makeScholarship(db, { status: "pending" });
    await makeBlog(db);
    // A session time zone far from UTC: timestamps must still land in UTC as Prisma stores them.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET timezone TO 'Pacific/Kiritimati'`,
    );
    await admin.end();

    const result = await seedScale(url, 500);
    expect(result.rows).toBe(2500);
    expect(result.ms).toBeGreaterThan(0);

    expect(await db.scholarship.count({ where: { status: "approved" } })).toBe(500);
    expect(await db.scholarship.count()).toBe(501);
    expect(await db.internship.count({ where: { status: "approved" } })).toBe(500);
    expect(await db.training.count({ where: { status: "approved" } })).toBe(500);
    expect(await db.job.count({ where: { status: "approved" } })).toBe(500);
    expect(await db.blog.count()).toBe(501);

    for (const field of FIELDS_OF_STUDY) {
      expect(await db.scholarship.count({ where: { fieldsOfStudy: { has: field } } }), field).toBeGreaterThan(
        0,
      );
    }
    const scholarships = await db.scholarship.findMany({ select: { fieldsOfStudy: true } });
    expect(scholarships.every((s) => new Set(s.fieldsOfStudy).size === s.fieldsOfStudy.length)).toBe(true);
    for (const category of INTERNSHIP_CATEGORIES) {
      expect(
        await db.internship.count({ where: { internshipCategory: category } }),
        category,
      ).toBeGreaterThan(0);
    }
    for (const country of TRAINING_COUNTRIES) {
      expect(
        await db.training.count({ where: { selectedCountries: { has: country } } }),
        country,
      ).toBeGreaterThan(0);
    }
    const types = await db.job.groupBy({ by: ["Type"], _count: true });
    expect(types.map((t) => t.Type).sort()).toEqual([...JOB_TYPES].sort());

    const now = Date.now();
    const newest = await db.scholarship.aggregate({ _max: { createdAt: true }, _min: { createdAt: true } });
    expect(newest._max.createdAt!.getTime()).toBeLessThanOrEqual(now + 60_000);
    expect(now - newest._min.createdAt!.getTime()).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
    const open = await db.job.count({ where: { deadline: { gt: new Date() } } });
    expect(open).toBeGreaterThan(400);
    expect(open).toBeLessThan(500);

    // Descriptions vary as real ones do (the search column's statistics need a real vocabulary).
    const descriptions = await db.job.groupBy({ by: ["Description"], _count: true });
    expect(descriptions.length).toBeGreaterThan(250);
    // A fifth of each kind has an Amharic version, a fifth an Afaan Oromo one, which search reads.
    for (const table of ["scholarships", "internships", "training", "jobs"]) {
      const [versions] = await db.$queryRawUnsafe<Array<{ am: number; om: number; found: number }>>(
        `SELECT count(*) FILTER (WHERE translations ? 'am')::int AS am,
          count(*) FILTER (WHERE translations ? 'om')::int AS om,
          count(*) FILTER (WHERE "searchText" LIKE '%barnoota%' OR "searchText" LIKE '%ትምህርት%')::int AS found
        FROM "${table}" WHERE status = 'approved'`,
      );
      expect(versions, table).toMatchObject({ am: 100, om: 100 });
      expect(versions!.found, table).toBeGreaterThan(100);
    }
  });

  it("refuses a count that is not a positive whole number", async () => {
    await expect(seedScale("postgresql://unused", 0)).rejects.toThrow(/positive whole number/);
  });
});
