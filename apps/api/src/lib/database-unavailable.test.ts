import { createDatabase, Prisma } from "@btw/db";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

describe("telling a database outage from a faulty query", () => {
  it("recognises a server that cannot be reached (Prisma through the pg adapter)", async () => {
    const db = createDatabase("postgresql://postgres:postgres@127.0.0.1:9/none", { max: 1 });
    const error = await db.user.count().catch((caught: unknown) => caught);
    const raw = await db.$queryRaw`SELECT 1`.catch((caught: unknown) => caught);
    await db.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(raw)).toBe(true);
  });

  it("recognises a connection the server ended mid-query (Prisma and plain pg)", async () => {
    const url = inject("databaseUrl");
    const db = createDatabase(url, { max: 1 });
    const client = new pg.Client({ connectionString: url, application_name: "outage-probe-pg" });
    await client.connect();
    client.on("error", () => {});
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();

    const viaPrisma = db.$queryRaw`SELECT pg_sleep(30), 'outage-probe-prisma'`.catch(
      (caught: unknown) => caught,
    );
    const viaPg = client.query("SELECT pg_sleep(30)").catch((caught: unknown) => caught);
    // Terminate both sessions once their sleeps are running (what a server shutdown does to them).
    let terminated = 0;
    for (let tries = 0; tries < 100 && terminated < 2; tries++) {
      const { rowCount } = await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid()`,
      );
      terminated += rowCount ?? 0;
      if (terminated < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [prismaError, pgError] = await Promise.all([viaPrisma, viaPg]);
    await killer.end();
    await client.end().catch(() => {});
    await db.$disconnect();
    expect(isDatabaseUnavailable(prismaError)).toBe(true);
    expect(isDatabaseUnavailable(pgError)).toBe(true);
  });

  it("leaves real faults alone", () => {
    const duplicate = new Prisma.PrismaClientKnownRequestError("Unique constraint failed", {
      code: "P2002",
      clientVersion: "7",
    });
    const missingFile = Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), {
      code: "ENOENT",
      syscall: "open",
    });
    for (const error of [duplicate, missingFile, new ZodError([]), new Error("boom"), undefined, "text"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
