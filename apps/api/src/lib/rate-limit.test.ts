import { randomUUID } from "node:crypto";
import express, { type RequestHandler } from "express";
import { Redis } from "ioredis";
import supertest from "supertest";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { errorMiddleware } from "./errors.ts";
import { minutesText, rateLimit } from "./rate-limit.ts";

// A Redis server to test the shared store against: CI (.ci/run) names the one on 127.0.0.1:6379
// when it answers. Without one the in-memory store above is still tested.
const REDIS_URL = inject("redisTestUrl");

/** A one-route app behind `limiter`; `/fail` answers 401 to show what failuresOnly counts. */
function appWith(limiter: RequestHandler) {
  const app = express();
  app.use(express.json());
  app.post("/try", limiter, (_req, res) => res.json({ ok: true }));
  app.post("/fail", limiter, (_req, res) => res.status(401).json({ message: "no" }));
  app.use(errorMiddleware);
  return supertest(app);
}

describe("rate limits in memory", () => {
  const t = createTestContext();

  it("answers 429 with the wait in minutes and Retry-After once the limit is passed", async () => {
    const client = appWith(rateLimit(t.ctx, { name: "mem-basic", windowMs: 5 * 60_000, limit: 2 }));
    await client.post("/try").expect(200);
    await client.post("/try").expect(200);
    const res = await client.post("/try").expect(429);
    expect(res.body).toEqual({ message: "Too many requests. Please try again in 5 minutes." });
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("counts each email separately when keyed by address and email", async () => {
    const client = appWith(
      rateLimit(t.ctx, { name: "mem-email", windowMs: 60_000, limit: 1, key: "ip+email" }),
    );
    await client.post("/try").send({ email: "a@example.test" }).expect(200);
    await client.post("/try").send({ email: "A@example.test" }).expect(429);
    await client.post("/try").send({ email: "b@example.test" }).expect(200);
  });

  it("counts only failures when asked to", async () => {
    const client = appWith(
      rateLimit(t.ctx, { name: "mem-failures", windowMs: 60_000, limit: 2, failuresOnly: true }),
    );
    for (let i = 0; i < 5; i++) await client.post("/try").expect(200);
    await client.post("/fail").expect(401);
    await client.post("/fail").expect(401);
    await client.post("/try").expect(429);
  });

  it("words the wait for people", () => {
    expect(minutesText(1)).toBe("1 minute");
    expect(minutesText(60_000)).toBe("1 minute");
    expect(minutesText(61_000)).toBe("2 minutes");
    expect(minutesText(15 * 60_000)).toBe("15 minutes");
  });
});

describe.runIf(REDIS_URL)("rate limits in Redis", () => {
  // Two contexts = two API instances with their own Redis clients, as behind a load balancer.
  const first = createTestContext({ REDIS_URL });
  const second = createTestContext({ REDIS_URL });
  const unreachable = createTestContext({ REDIS_URL: "redis://127.0.0.1:9" });
  const inspector = new Redis(REDIS_URL);
  const name = `test-${randomUUID()}`;
  afterAll(async () => {
    const keys = await inspector.keys(`btw:rl:${name}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await inspector.quit();
  });

  it("shares one counter between instances and answers 429 with Retry-After", async () => {
    const options = { name, windowMs: 10 * 60_000, limit: 3 };
    const a = appWith(rateLimit(first.ctx, options));
    const b = appWith(rateLimit(second.ctx, options));
    await a.post("/try").expect(200);
    await b.post("/try").expect(200);
    await a.post("/try").expect(200);
    const res = await b.post("/try").expect(429);
    expect(res.body.message).toBe("Too many requests. Please try again in 10 minutes.");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(590);

    const keys = await inspector.keys(`btw:rl:${name}:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await inspector.get(keys[0] ?? ""))).toBe(4);
    const ttl = await inspector.pttl(keys[0] ?? "");
    expect(ttl).toBeGreaterThan(9 * 60_000);
  });

  it("lets requests through (and logs) when Redis is unreachable", async () => {
    const client = appWith(rateLimit(unreachable.ctx, { name: `${name}-down`, windowMs: 60_000, limit: 1 }));
    await client.post("/try").expect(200);
    await client.post("/try").expect(200);
  });
});
