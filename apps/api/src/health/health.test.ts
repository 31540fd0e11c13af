import { API_PREFIX, apiPaths } from "@btw/contracts";
import { createDatabase } from "@btw/db";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";

describe("health and readiness", () => {
  const t = createTestContext();

  it("answers health with the process up", async () => {
    const res = await t.request().get(`${API_PREFIX}/health`).expect(200);
    expect(res.body.status).toBe("ok");
    expect(res.headers["x-request-id"]).toMatch(/.+/);
  });

  it("is ready when the database answers", async () => {
    // Readiness allows the database 2 s; a first connection on a busy test machine can take longer
    // (a server's boot has connected long before it is asked), so the pool connects first.
    await t.db.$queryRaw`SELECT 1`;
    const res = await t.request().get(`${API_PREFIX}/ready`).expect(200);
    expect(res.body).toMatchObject({ status: "ready", database: "up" });
  });

  it("answers 503 on ready when the database is down", async () => {
    // A client pointed at a port where no PostgreSQL listens behaves like a database that went away.
    const db = createDatabase("postgresql://postgres:postgres@127.0.0.1:9/none", { max: 1 });
    const app = createApp({ ...t.ctx, db });
    const res = await supertest(app).get(`${API_PREFIX}/ready`).expect(503);
    expect(res.body).toMatchObject({ message: "Database unreachable", database: "down" });
    expect(res.headers["retry-after"]).toBe("5");
    await db.$disconnect();
  });

  it("answers routes that need the database with 503, Retry-After and a message while it is down", async () => {
    const db = createDatabase("postgresql://postgres:postgres@127.0.0.1:9/none", { max: 1 });
    const client = supertest(createApp({ ...t.ctx, db }));
    for (const path of [apiPaths.paginateScholarships, apiPaths.testimonials, apiPaths.blogs]) {
      const res = await client.get(`${API_PREFIX}${path}`).expect(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).toEqual({
        message: "The service is briefly unavailable. Please try again in a few seconds.",
      });
    }
    await db.$disconnect();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request().get(`${API_PREFIX}/no-such-thing`).expect(404);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(res.body.message).toMatch(/No API route/);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await t
      .request()
      .post(`${API_PREFIX}/health`)
      .set("Content-Type", "application/json")
      .send("{bad json")
      .expect(400);
    expect(res.body.message).toBe("Malformed JSON body");
  });
});
