// Bodies and queries nested deeper than MAX_NESTING answer 400 `{ message }` before any other
// work, at any depth, and a client that sends only junk is slowed by the `invalidAddress` limit.
import { API_PREFIX, apiPaths } from "@btw/contracts";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";
import { jsonNestsDeeperThan, MAX_NESTING } from "./nesting.ts";

const login = `${API_PREFIX}${apiPaths.login}`;
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const loginBody = (x: string) => `{"email":"x@y.org","password":"x","x":${x}}`;

describe("nesting limit", () => {
  const t = createTestContext();

  it("answers 400 to a JSON body nested 20,000 deep, at once", async () => {
    const res = await t
      .request()
      .post(login)
      .set("Content-Type", "application/json")
      .send(loginBody(nested(20_000)))
      .expect(400);
    expect(res.body).toEqual({ message: `Request nested too deeply (at most ${MAX_NESTING} levels)` });
  });

  it("takes a body exactly at the limit; brackets inside strings do not count", async () => {
    const atLimit = await t
      .request()
      .post(login)
      .set("Content-Type", "application/json")
      .send(loginBody(nested(MAX_NESTING - 1)));
    expect(atLimit.status).toBe(401);
    await t
      .request()
      .post(login)
      .set("Content-Type", "application/json")
      .send(loginBody(nested(MAX_NESTING)))
      .expect(400);
    const inText = await t
      .request()
      .post(login)
      .set("Content-Type", "application/json")
      .send(loginBody(JSON.stringify(`\\"${"[{".repeat(5_000)}`)));
    expect(inText.status).toBe(401);
  });

  it("answers 400 to a query string nested too deeply and takes one within the limit", async () => {
    const key = (depth: number) => `a${"[b]".repeat(depth)}`;
    const res = await t
      .request()
      .get(`${API_PREFIX}/jobs?${key(MAX_NESTING + 1)}=1`)
      .expect(400);
    expect(res.body.message).toMatch(/nested too deeply/);
    await t
      .request()
      .get(`${API_PREFIX}/jobs?${key(MAX_NESTING)}=1`)
      .expect(200);
  });

  it("refuses JSON in any charset but UTF-8, whose bytes it scans", async () => {
    const res = await t
      .request()
      .post(login)
      .set("Content-Type", "application/json; charset=utf-16")
      .send(Buffer.from('{"email":"x@y.org"}', "utf16le"))
      .expect(415);
    expect(typeof res.body.message).toBe("string");
    expect(jsonNestsDeeperThan(Buffer.from(nested(3)), 3)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from(nested(4)), 3)).toBe(true);
  });

  it("slows a client that sends only junk, from its first request over the limit", async () => {
    const client = supertest(createApp({ ...t.ctx, rateLimits: { invalidAddress: { limit: 3 } } }));
    // Answers of every other kind do not count.
    for (let i = 0; i < 3; i++) await client.get(`${API_PREFIX}/jobs`).expect(200);
    await client.post(login).send({ email: "x@y.org", password: "wrong" }).expect(401);
    for (let i = 0; i < 3; i++)
      await client
        .post(login)
        .set("Content-Type", "application/json")
        .send(loginBody(nested(40)))
        .expect(400);
    const limited = await client
      .post(login)
      .set("Content-Type", "application/json")
      .send(loginBody(nested(40)))
      .expect(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await client.get(`${API_PREFIX}/jobs`).expect(429);
  });
});
