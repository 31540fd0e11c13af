// Request limits per client. Counters live in memory (one process) or, when REDIS_URL is set, in
// Redis so that every API instance behind a load balancer shares them. Limits are sized for real
// people on shared mobile IPs (carrier NAT puts many phones behind one address), so the tight ones
// are keyed by IP plus the email being tried, and sign-in counts only failures.
import type { RequestHandler } from "express";
import { rateLimit as expressRateLimit, ipKeyGenerator, type Store } from "express-rate-limit";
import { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import type { AppContext } from "../context.ts";
import type { Env } from "../env.ts";

const MINUTE = 60_000;
const KEY_PREFIX = "btw:rl:";

export interface RateLimitOptions {
  /** Names the counter (and its Redis keys); limiters with the same name share counts across instances. */
  name: string;
  windowMs: number;
  limit: number;
  /** "ip+email" counts per address and per `email` in the (already validated) body. */
  key?: "ip" | "ip+email";
  /** Count only answers of 400 and above (sign-in: a person signing in many times is fine). */
  failuresOnly?: boolean;
}

// One Redis client per configuration, shared by every limiter built from it; closed with the context.
const redisClients = new WeakMap<Env, Redis>();

function redisFor(ctx: AppContext): Redis | undefined {
  const url = ctx.env.REDIS_URL;
  if (!url) return undefined;
  let client = redisClients.get(ctx.env);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000 });
    client.on("error", (error) => ctx.logger.warn({ err: error }, "rate limit: redis error"));
    redisClients.set(ctx.env, client);
  }
  return client;
}

/** Closes the Redis client of this configuration, if one was opened. */
export async function closeRateLimitStore(env: Env): Promise<void> {
  const client = redisClients.get(env);
  if (!client) return;
  redisClients.delete(env);
  // QUIT waits for a connection that may never come; a client that is not ready is just dropped.
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

function storeFor(ctx: AppContext, name: string): Store | undefined {
  const client = redisFor(ctx);
  if (!client) return undefined;
  const store = new RedisStore({
    prefix: `${KEY_PREFIX}${name}:`,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<never>,
  });
  // The store loads its scripts at once; a failure here resurfaces (and is retried) on first use,
  // so it must not become an unhandled rejection that ends the process.
  store.incrementScriptSha.catch(() => {});
  store.getScriptSha.catch(() => {});
  return store;
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** Builds one limiter; answers 429 `{ message }` with Retry-After (seconds) once `limit` is passed. */
export function rateLimit(ctx: AppContext, options: RateLimitOptions): RequestHandler {
  const store = storeFor(ctx, options.name);
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: (req) => {
      const ip = ipKeyGenerator(req.ip ?? "unknown");
      if (options.key !== "ip+email") return ip;
      const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
      return `${ip}|${email}`;
    },
    handler: (req, res) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const waitMs = resetTime ? resetTime.getTime() - Date.now() : options.windowMs;
      res.status(429).json({ message: `Too many requests. Please try again in ${minutesText(waitMs)}.` });
    },
    // A Redis outage must not take sign-in down: let the request through and say so in the log.
    passOnStoreError: true,
    logger: ctx.logger,
    ...(store ? { store } : {}),
  });
}

/** Runs limiters one after another (each with its own counter). */
function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (index: number) => {
      const handler = handlers[index];
      if (!handler) return next();
      handler(req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
    };
    run(0);
  };
}

type Limits = Partial<Pick<RateLimitOptions, "windowMs" | "limit">>;

/**
 * The limiters of the API, ready to mount: `router.post(path, limiters.feedback(ctx), handler)`.
 * Body-keyed ones (ip+email) go after `validate({ body })` so the email is already normalised.
 * `overrides` exists for tests that need a small limit.
 */
export const limiters = {
  /** 10 failed sign-ins per 15 min for one email from one address; 100 failures per address. */
  login: (ctx: AppContext, overrides: Limits = {}) =>
    chain(
      rateLimit(ctx, {
        name: "login",
        windowMs: 15 * MINUTE,
        limit: 10,
        key: "ip+email",
        failuresOnly: true,
        ...overrides,
      }),
      rateLimit(ctx, { name: "login-ip", windowMs: 15 * MINUTE, limit: 100, failuresOnly: true }),
    ),
  register: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "register", windowMs: 60 * MINUTE, limit: 20, ...overrides }),
  forgotPassword: (ctx: AppContext, overrides: Limits = {}) =>
    chain(
      rateLimit(ctx, {
        name: "forgot-password",
        windowMs: 15 * MINUTE,
        limit: 5,
        key: "ip+email",
        ...overrides,
      }),
      rateLimit(ctx, { name: "forgot-password-ip", windowMs: 15 * MINUTE, limit: 50 }),
    ),
  validateOtp: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "validate-otp", windowMs: 15 * MINUTE, limit: 10, key: "ip+email", ...overrides }),
  feedback: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "feedback", windowMs: 15 * MINUTE, limit: 20, ...overrides }),
  resume: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "resume", windowMs: 60 * MINUTE, limit: 20, ...overrides }),
  subscribe: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "subscribe", windowMs: 60 * MINUTE, limit: 30, ...overrides }),
  contact: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "contact", windowMs: 15 * MINUTE, limit: 20, ...overrides }),
  donate: (ctx: AppContext, overrides: Limits = {}) =>
    rateLimit(ctx, { name: "donate", windowMs: 15 * MINUTE, limit: 30, ...overrides }),
};
