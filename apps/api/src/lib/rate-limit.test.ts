import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@btw/db";
import express, { type RequestHandler } from "express";
import { Redis } from "ioredis";
import supertest from "supertest";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import type { AuthUser } from "./auth.ts";
import { errorMiddleware } from "./errors.ts";
import { type LimitSetting, limiters, minutesText, RATE_LIMITS, rateLimit } from "./rate-limit.ts";

// A Redis server to test the shared store against: CI (.ci/run) names the one on 127.0.0.1:6379
// when it answers. Without one the in-memory store above is still tested.
const REDIS_URL = inject("redisTestUrl");

const setting = (overrides: Partial<LimitSetting>): LimitSetting => ({
  windowMinutes: 1,
  limit: 1,
  key: "address",
  counts: "all",
  over: "refuse",
  ...overrides,
});

/**
 * A one-route app behind `limiter`: `/try` answers 200, `/fail` 401, `/down` 503. An `X-User` header stands in
 * for a signed-in user (`id:role`), and `trustProxy` is the app's TRUST_PROXY.
 */
function appWith(limiter: RequestHandler, trustProxy = 0) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(express.json());
  app.use((req, _res, next) => {
    const [id, role] = String(req.headers["x-user"] ?? "").split(":");
    if (id) req.user = { id: Number(id), role: role ?? "member", sessionId: "s" } as AuthUser;
    next();
  });
  app.post("/try", limiter, (_req, res) => res.json({ ok: true }));
  app.post("/fail", limiter, (_req, res) => res.status(401).json({ message: "no" }));
  app.post("/down", limiter, (_req, res) => res.status(503).json({ message: "down" }));
  app.use(errorMiddleware);
  return supertest(app);
}

describe("rate limits in memory", () => {
  const t = createTestContext();

  it("answers 429 with the wait in minutes and Retry-After once the limit is passed", async () => {
    const client = appWith(rateLimit(t.ctx, "mem-basic", setting({ windowMinutes: 5, limit: 2 })));
    await client.post("/try").expect(200);
    await client.post("/try").expect(200);
    const res = await client.post("/try").expect(429);
    expect(res.body).toEqual({ message: "Too many requests. Please try again in 5 minutes." });
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("ignores a forged X-Forwarded-For unless TRUST_PROXY says a proxy sets it", async () => {
    const limit = () => rateLimit(t.ctx, "mem-forged", setting({ limit: 2 }));
    const direct = appWith(limit());
    for (const address of ["1.1.1.1", "2.2.2.2"]) {
      await direct.post("/try").set("X-Forwarded-For", address).expect(200);
    }
    await direct.post("/try").set("X-Forwarded-For", "3.3.3.3").expect(429);

    const proxied = appWith(limit(), 1);
    for (const address of ["1.1.1.1", "1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      await proxied.post("/try").set("X-Forwarded-For", address).expect(200);
    }
    await proxied.post("/try").set("X-Forwarded-For", "1.1.1.1").expect(429);
  });

  it("counts an email the same from every address, and each email apart", async () => {
    const client = appWith(rateLimit(t.ctx, "mem-email", setting({ key: "email" })), 1);
    await client.post("/try").set("X-Forwarded-For", "1.1.1.1").send({ email: "a@example.test" }).expect(200);
    await client.post("/try").set("X-Forwarded-For", "2.2.2.2").send({ email: "A@example.test" }).expect(429);
    await client.post("/try").set("X-Forwarded-For", "1.1.1.1").send({ email: "b@example.test" }).expect(200);
  });

  it("counts a signed-in account the same from every address, and skips anonymous requests", async () => {
    const client = appWith(rateLimit(t.ctx, "mem-account", setting({ key: "account" })), 1);
    await client.post("/try").set("X-User", "7").set("X-Forwarded-For", "1.1.1.1").expect(200);
    await client.post("/try").set("X-User", "7").set("X-Forwarded-For", "2.2.2.2").expect(429);
    await client.post("/try").set("X-User", "8").expect(200);
    await client.post("/try").expect(200);
    await client.post("/try").expect(200);
  });

  it("leaves staff out of a members-only limit", async () => {
    const client = appWith(rateLimit(t.ctx, "mem-members", setting({ applies: "members" })));
    await client.post("/try").set("X-User", "1:member").expect(200);
    await client.post("/try").set("X-User", "2:member").expect(429);
    await client.post("/try").set("X-User", "3:editor").expect(200);
    await client.post("/try").set("X-User", "4:admin").expect(200);
  });

  it("counts only failures (4xx, not our own 5xx) when asked to", async () => {
    const client = appWith(rateLimit(t.ctx, "mem-failures", setting({ limit: 2, counts: "failures" })));
    for (let i = 0; i < 5; i++) await client.post("/try").expect(200);
    for (let i = 0; i < 3; i++) await client.post("/down").expect(503);
    await client.post("/fail").expect(401);
    await client.post("/fail").expect(401);
    await client.post("/try").expect(429);
  });

  it("over a refuse-failures limit, still lets successes through and turns failures into 429", async () => {
    const client = appWith(
      rateLimit(t.ctx, "mem-soft", setting({ limit: 2, counts: "failures", over: "refuse-failures" })),
    );
    await client.post("/fail").expect(401);
    await client.post("/fail").expect(401);
    const ok = await client.post("/try").expect(200);
    expect(ok.headers["retry-after"]).toBeUndefined();
    const refused = await client.post("/fail").expect(429);
    expect(refused.body).toEqual({ message: "Too many requests. Please try again in 1 minute." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await client.post("/try").expect(200);
  });

  it("takes smaller limits for one app from the context", async () => {
    const ctx = { ...t.ctx, rateLimits: { feedbackAddress: { limit: 1 } } };
    const client = appWith(limiters.feedback(ctx));
    await client.post("/try").expect(200);
    await client.post("/try").expect(429);
    expect(RATE_LIMITS.feedbackAddress.limit).toBeGreaterThan(1);
  });

  it("counts a profile change only when it tries a password", async () => {
    const ctx = { ...t.ctx, rateLimits: { passwordChangeAccount: { limit: 1 } } };
    const client = appWith(limiters.passwordChange(ctx));
    for (let i = 0; i < 3; i++)
      await client.post("/fail").set("X-User", "9").send({ fullName: "A" }).expect(401);
    await client.post("/fail").set("X-User", "9").send({ currentPassword: "x", password: "y" }).expect(401);
    await client.post("/try").set("X-User", "9").send({ currentPassword: "z", password: "y" }).expect(429);
    await client.post("/try").set("X-User", "9").send({ fullName: "B" }).expect(200);
  });

  it("counts uploads (multipart requests) only", async () => {
    const ctx = { ...t.ctx, rateLimits: { uploadAddress: { limit: 1 } } };
    const client = appWith(limiters.uploads(ctx));
    for (let i = 0; i < 3; i++) await client.post("/try").send({ a: 1 }).expect(200);
    await client.post("/try").field("a", "1").expect(200);
    const res = await client.post("/try").attach("file", Buffer.from("x"), "x.txt").expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
  });

  it("is documented in docs/features.md, limit by limit, as the table says", () => {
    const features = readFileSync(join(repoRoot, "docs", "features.md"), "utf8");
    const rows = features.split("\n").filter((line) => /^\| `\w+` \|/.test(line));
    const documented = new Map(rows.map((row) => [row.split("|")[1]?.trim().replaceAll("`", ""), row]));
    expect([...documented.keys()].filter((name) => name && name in RATE_LIMITS).sort()).toEqual(
      Object.keys(RATE_LIMITS).sort(),
    );
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      const cells =
        documented
          .get(name)
          ?.split("|")
          .map((cell) => cell.trim()) ?? [];
      expect(cells.slice(3, 6), name).toEqual([
        `${limit.limit} per ${limit.windowMinutes} min`,
        limit.key,
        {
          failures: "refusals (4xx)",
          invalid: "invalid requests (400, 413, 415, 431)",
          all: "every request",
        }[limit.counts],
      ]);
      expect(cells[6]?.startsWith(limit.over === "refuse" ? "429" : "429 for refusals only"), name).toBe(
        true,
      );
    }
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
    const options = setting({ windowMinutes: 10, limit: 3 });
    const a = appWith(rateLimit(first.ctx, name, options));
    const b = appWith(rateLimit(second.ctx, name, options));
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

  it("shares an account's failures between instances, and lets its successes through", async () => {
    const options = setting({ key: "email", limit: 2, counts: "failures" });
    const a = appWith(rateLimit(first.ctx, `${name}-email`, options));
    const b = appWith(rateLimit(second.ctx, `${name}-email`, options));
    await a.post("/try").send({ email: "x@example.test" }).expect(200);
    await a.post("/fail").send({ email: "x@example.test" }).expect(401);
    await b.post("/fail").send({ email: "x@example.test" }).expect(401);
    await a.post("/try").send({ email: "x@example.test" }).expect(429);
    await b.post("/try").send({ email: "y@example.test" }).expect(200);
  });

  it("lets requests through (and logs) when Redis is unreachable", async () => {
    const client = appWith(rateLimit(unreachable.ctx, `${name}-down`, setting({ limit: 1 })));
    await client.post("/try").expect(200);
    await client.post("/try").expect(200);
  });
});
