// Fault: the database goes away while the app runs, then comes back. Routes that need it answer
// 503 with Retry-After (never 500), readiness says so, and the app recovers by itself within 5 s
// of the database's return. A private embedded PostgreSQL is stopped and started for real.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { applyMigrations, type EmbeddedServer, startEmbeddedPostgres } from "@btw/db";
import { makeUser } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";

const RECOVERY_LIMIT_MS = 5_000;

const dataDir = await mkdtemp(join(tmpdir(), "btw-outage-"));
const server: EmbeddedServer = await startEmbeddedPostgres({ dataDir, durable: false, restartOnExit: false });
await server.createDatabase("outage");
await applyMigrations(server.url("outage"));

describe("database outage", () => {
  // No list cache: every request reaches the database.
  const t = createTestContext({ DATABASE_URL: server.url("outage") });
  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const list = () => t.request().get(`${API_PREFIX}${apiPaths.paginateScholarships}`);
  const ready = () => t.request().get(`${API_PREFIX}${apiPaths.ready}`);
  const login = (email: string, password: string) =>
    t.request().post(`${API_PREFIX}${apiPaths.login}`).send({ email, password });

  it("answers 503 with Retry-After while the database is down, and recovers within 5 s of its return", async () => {
    const member = await makeUser(t.db);
    await list().expect(200);
    await ready().expect(200);

    await server.stop();
    for (const res of [await list(), await login(member.user.email, member.password)]) {
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).toEqual({ message: expect.stringMatching(/try again/) });
    }
    const notReady = await ready().expect(503);
    expect(notReady.headers["retry-after"]).toBe("5");

    await server.start();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < RECOVERY_LIMIT_MS) {
      status = (await list()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(RECOVERY_LIMIT_MS);
    await ready().expect(200);
    await login(member.user.email, member.password).expect(200);
  });
});
