import { describe, expect, inject, it, onTestFinished } from "vitest";
import { createDatabase, queryRows } from "./client.ts";
import { createTestDatabase } from "./test-database.ts";

async function database() {
  const created = await createTestDatabase(inject("testServerUrl"), { migrate: false });
  const db = createDatabase(created.url, { max: 1 });
  onTestFinished(async () => {
    await db.$disconnect();
    await created.drop();
  });
  return db;
}

describe("queryRows", () => {
  it("gives rows as Prisma's raw queries do, before Prisma's first query and after a disconnect", async () => {
    const db = await database();
    const text = `SELECT $1::int AS n, ARRAY['a', 'b'] AS list, true AS yes, '{"k": 1}'::json AS doc,
      '2026-01-02 03:04:05.678'::timestamp AS at`;
    const [direct] = await queryRows<Record<string, unknown>>(db, { text, values: [5] }, { prepare: true });
    const [viaPrisma] = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(text, 5);
    expect(direct).toEqual(viaPrisma);
    expect(direct?.at).toEqual(new Date("2026-01-02T03:04:05.678Z"));
    await db.$disconnect();
    expect(await queryRows(db, { text: "SELECT 1 AS one", values: [] })).toEqual([{ one: 1 }]);
  });

  it("sends a Date as Prisma does, its UTC time, whatever the process's time zone", async () => {
    const db = await database();
    const zone = process.env.TZ;
    process.env.TZ = "Africa/Addis_Ababa";
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    const at = new Date("2026-01-02T03:04:05.678Z");
    const text = "SELECT $1::timestamp AS at, $1::timestamp = '2026-01-02 03:04:05.678' AS same";
    const [direct] = await queryRows<Record<string, unknown>>(db, { text, values: [at] });
    const [viaPrisma] = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(text, at);
    expect(direct).toEqual({ at, same: true });
    expect(viaPrisma).toEqual(direct);
  });

  it("runs a prepared statement again after its table's columns changed", async () => {
    const db = await database();
    await db.$executeRawUnsafe("CREATE TABLE things (id int)");
    await db.$executeRawUnsafe("INSERT INTO things VALUES (1)");
    const statement = { text: "SELECT t.* FROM things AS t WHERE id = $1", values: [1] };
    expect(await queryRows(db, statement, { prepare: true })).toEqual([{ id: 1 }]);
    await db.$executeRawUnsafe("ALTER TABLE things ADD COLUMN label text DEFAULT 'x'");
    expect(await queryRows(db, statement, { prepare: true })).toEqual([{ id: 1, label: "x" }]);
    expect(await queryRows(db, statement, { prepare: true })).toEqual([{ id: 1, label: "x" }]);
  });
});
