// Request limits. Carrier-grade NAT puts thousands of Ethiopian mobile users behind one address,
// so the tight limits count per ACCOUNT (the email being tried, or the signed-in user) and the
// per-address ones are generous, against bulk abuse only. A per-address sign-in limit never stops
// a correct password for an account that is not locked: over it, only failures answer 429.
// Counters live in memory (one process) or, when REDIS_URL is set, in Redis so that every API
// instance behind a load balancer shares them. The client address is `req.ip`, which honours
// X-Forwarded-For only as far as TRUST_PROXY says (app.ts).
import type { RequestHandler, Response } from "express";
import { rateLimit as expressRateLimit, ipKeyGenerator, type Store } from "express-rate-limit";
import { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import type { AppContext } from "../context.ts";
import type { Env } from "../env.ts";

const MINUTE = 60_000;
const KEY_PREFIX = "btw:rl:";

/** What a counter is keyed on: the address, the email in the (validated) body, or the signed-in user. */
export type LimitKey = "address" | "email" | "account";

export interface LimitSetting {
  windowMinutes: number;
  limit: number;
  key: LimitKey;
  /**
   * "failures" counts only refusals, 4xx answers (a person signing in many times is fine);
   * "invalid" only requests refused as malformed or invalid (400, 413, 415, 431).
   */
  counts: "all" | "failures" | "invalid";
  /**
   * Over the limit: "refuse" answers 429 at once; "refuse-failures" still runs the request and
   * answers 429 only if it is refused (4xx), so a correct sign-in from a busy shared address gets in.
   */
  over: "refuse" | "refuse-failures";
  /** Who counts at all: "members" skips admins and editors (their accounts are made by admins). */
  applies?: "everyone" | "members";
}

/** Every limit of the API in one table (docs/features.md lists them); a route mounts them in `limiters`. */
export const RATE_LIMITS = {
  /**
   * Requests refused as malformed or invalid, from one address, on any API route: a client that only
   * sends junk is slowed before its bodies are read. Generous: a site visitor's form rarely fails.
   */
  invalidAddress: { windowMinutes: 5, limit: 300, key: "address", counts: "invalid", over: "refuse" },
  /** Password guesses on one account, whatever address they come from. */
  signInAccount: { windowMinutes: 15, limit: 10, key: "email", counts: "failures", over: "refuse" },
  /** Failed sign-ins from one address across accounts (credential stuffing); correct ones pass. */
  signInAddress: {
    windowMinutes: 15,
    limit: 100,
    key: "address",
    counts: "failures",
    over: "refuse-failures",
  },
  /** Wrong current passwords on `PUT /users/{id}` (a stolen token must not guess the password). */
  passwordChangeAccount: {
    windowMinutes: 15,
    limit: 10,
    key: "account",
    counts: "failures",
    over: "refuse",
  },
  registerAddress: { windowMinutes: 60, limit: 100, key: "address", counts: "all", over: "refuse" },
  resetCodeAccount: { windowMinutes: 15, limit: 5, key: "email", counts: "all", over: "refuse" },
  resetCodeAddress: { windowMinutes: 15, limit: 200, key: "address", counts: "all", over: "refuse" },
  /** Wrong reset codes for one email; a correct code within the limit passes. */
  resetCodeCheckAccount: {
    windowMinutes: 15,
    limit: 10,
    key: "email",
    counts: "failures",
    over: "refuse",
  },
  resetCodeCheckAddress: {
    windowMinutes: 15,
    limit: 200,
    key: "address",
    counts: "failures",
    over: "refuse-failures",
  },
  /** New passwords set with a reset token (the token names the account; the address bounds bulk). */
  passwordResetAddress: {
    windowMinutes: 15,
    limit: 100,
    key: "address",
    counts: "failures",
    over: "refuse-failures",
  },
  /** Opportunities members submit for approval. */
  submissionAccount: {
    windowMinutes: 60,
    limit: 10,
    key: "account",
    counts: "all",
    over: "refuse",
    applies: "members",
  },
  submissionAddress: {
    windowMinutes: 60,
    limit: 300,
    key: "address",
    counts: "all",
    over: "refuse",
    applies: "members",
  },
  /** Files members send with their submissions and edits. */
  uploadAccount: { windowMinutes: 60, limit: 100, key: "account", counts: "all", over: "refuse" },
  /** Every request that can carry a file (multipart), from one address, on any route. */
  uploadAddress: { windowMinutes: 60, limit: 500, key: "address", counts: "all", over: "refuse" },
  feedbackAddress: { windowMinutes: 15, limit: 100, key: "address", counts: "all", over: "refuse" },
  resumeAddress: { windowMinutes: 60, limit: 100, key: "address", counts: "all", over: "refuse" },
  subscribeAddress: { windowMinutes: 60, limit: 200, key: "address", counts: "all", over: "refuse" },
  contactAddress: { windowMinutes: 15, limit: 100, key: "address", counts: "all", over: "refuse" },
  donateAddress: { windowMinutes: 15, limit: 150, key: "address", counts: "all", over: "refuse" },
  /** Chapa's callback after checkout (Chapa's servers and donors' browsers). */
  donationCallbackAddress: { windowMinutes: 15, limit: 300, key: "address", counts: "all", over: "refuse" },
  /** "Report this listing": one person rarely reports more than a few listings an hour. */
  reportAccount: { windowMinutes: 60, limit: 10, key: "account", counts: "all", over: "refuse" },
  reportAddress: { windowMinutes: 60, limit: 60, key: "address", counts: "all", over: "refuse" },
  /** Alert settings: a member's own, or a subscriber's through the link in their emails. */
  alertSettingsAccount: { windowMinutes: 15, limit: 30, key: "account", counts: "all", over: "refuse" },
  alertSettingsAddress: { windowMinutes: 15, limit: 200, key: "address", counts: "all", over: "refuse" },
  /** Wrong sign-up codes or link tokens for one email; a right one within the limit passes. */
  verifyEmailAccount: { windowMinutes: 15, limit: 10, key: "email", counts: "failures", over: "refuse" },
  verifyEmailAddress: {
    windowMinutes: 15,
    limit: 200,
    key: "address",
    counts: "failures",
    over: "refuse-failures",
  },
  /** "Send me a new code" for one email, and from one address. */
  verificationMailAccount: { windowMinutes: 60, limit: 5, key: "email", counts: "all", over: "refuse" },
  verificationMailAddress: { windowMinutes: 60, limit: 200, key: "address", counts: "all", over: "refuse" },
  /** Profile changes from /account. */
  accountProfileAccount: { windowMinutes: 15, limit: 30, key: "account", counts: "all", over: "refuse" },
  /** Saving, removing and merging saved opportunities. */
  savedAccount: { windowMinutes: 15, limit: 300, key: "account", counts: "all", over: "refuse" },
} as const satisfies Record<string, LimitSetting>;

export type LimitName = keyof typeof RATE_LIMITS;

/** Smaller limits or windows for one app (tests); anything not named keeps the table's value. */
export type RateLimitOverrides = Partial<
  Record<LimitName, Partial<Pick<LimitSetting, "windowMinutes" | "limit">>>
>;

/** Answers that mean "this request was malformed or invalid" (what the `invalid` counters count). */
const INVALID_STATUSES = new Set([400, 413, 415, 431]);

const LIMIT_MESSAGE = (wait: string) => `Too many requests. Please try again in ${wait}.`;

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

function keyOf(req: Parameters<RequestHandler>[0], key: LimitKey): string | undefined {
  if (key === "address") return ipKeyGenerator(req.ip ?? "unknown");
  if (key === "account") return req.user ? `user:${req.user.id}` : undefined;
  const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
  return email ? `email:${email}` : undefined;
}

/**
 * Over a "refuse-failures" limit the request still runs; if it then fails with a refusal (4xx: a
 * wrong password, code or token), the answer becomes this 429 instead.
 */
function refuseFailures(res: Response, retryAfterSeconds: number, message: string): void {
  const json = res.json.bind(res);
  res.json = (body) => {
    if (res.statusCode < 400 || res.statusCode >= 500) return json(body);
    res.status(429).setHeader("Retry-After", String(retryAfterSeconds));
    return json({ message });
  };
}

type LimitedRequest = Parameters<RequestHandler>[0] & { rateLimit?: { resetTime?: Date } };

/**
 * Builds the limiter of one setting; answers 429 `{ message }` with Retry-After (seconds). `name`
 * names its counter (and Redis keys): limiters of the same name share counts across instances.
 */
export function rateLimit(ctx: AppContext, name: string, setting: LimitSetting): RequestHandler {
  const override = ctx.rateLimits?.[name as LimitName];
  const windowMs = (override?.windowMinutes ?? setting.windowMinutes) * MINUTE;
  const store = storeFor(ctx, name);
  return expressRateLimit({
    windowMs,
    limit: override?.limit ?? setting.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: setting.counts !== "all",
    // Our own faults (5xx, such as a database outage) are not the client's failures.
    requestWasSuccessful: (_req, res) =>
      setting.counts === "invalid"
        ? !INVALID_STATUSES.has(res.statusCode)
        : res.statusCode < 400 || res.statusCode >= 500,
    skip: (req) =>
      keyOf(req, setting.key) === undefined ||
      (setting.applies === "members" && req.user !== undefined && req.user.role !== "member"),
    keyGenerator: (req) => keyOf(req, setting.key) ?? "",
    handler: (req, res, next) => {
      const resetTime = (req as LimitedRequest).rateLimit?.resetTime;
      const waitMs = resetTime ? resetTime.getTime() - Date.now() : windowMs;
      const message = LIMIT_MESSAGE(minutesText(waitMs));
      if (setting.over === "refuse-failures") {
        const retryAfter = res.getHeader("Retry-After");
        res.removeHeader("Retry-After");
        refuseFailures(res, Number(retryAfter) || Math.ceil(waitMs / 1000), message);
        next();
        return;
      }
      res.status(429).json({ message });
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

// One limiter per app context and limit name: routes that mount the same limit (the current-password
// guesses of PUT /users/{id}, PUT /account/password and DELETE /account) share one counter, in memory
// as they do in Redis.
const built = new WeakMap<AppContext, Map<LimitName, RequestHandler>>();
function limiterOf(ctx: AppContext, name: LimitName): RequestHandler {
  let byName = built.get(ctx);
  if (!byName) {
    byName = new Map();
    built.set(ctx, byName);
  }
  let limiter = byName.get(name);
  if (!limiter) {
    limiter = rateLimit(ctx, name, RATE_LIMITS[name]);
    byName.set(name, limiter);
  }
  return limiter;
}

const limitsOf =
  (...names: LimitName[]) =>
  (ctx: AppContext): RequestHandler =>
    chain(...names.map((name) => limiterOf(ctx, name)));

/** Lets only multipart requests (those that can carry a file) reach `limit`. */
const onlyMultipart =
  (limit: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.is("multipart/form-data") ? limit(req, res, next) : next();

/**
 * The limiters of each route, ready to mount: `router.post(path, limiters.feedback(ctx), handler)`.
 * Email-keyed ones go after `validate({ body })` so the email is already normalised; account-keyed
 * ones go after `requireAuth`.
 */
export const limiters = {
  /** Mounted once for the whole API (app.ts), before the body parsers. */
  invalid: limitsOf("invalidAddress"),
  login: limitsOf("signInAccount", "signInAddress"),
  /** Counts only requests that try a password (`password` or `currentPassword` in the body). */
  passwordChange: (ctx: AppContext): RequestHandler => {
    const limit = limitsOf("passwordChangeAccount")(ctx);
    return (req, res, next) =>
      req.body?.password !== undefined || req.body?.currentPassword !== undefined
        ? limit(req, res, next)
        : next();
  },
  register: limitsOf("registerAddress"),
  forgotPassword: limitsOf("resetCodeAccount", "resetCodeAddress"),
  validateOtp: limitsOf("resetCodeCheckAccount", "resetCodeCheckAddress"),
  resetPassword: limitsOf("passwordResetAddress"),
  submission: limitsOf("submissionAccount", "submissionAddress"),
  /** Mounted once for the whole API (app.ts): multipart requests per address. */
  uploads: (ctx: AppContext) => onlyMultipart(limitsOf("uploadAddress")(ctx)),
  /** After `requireAuth`, before the upload parser: multipart requests per account. */
  accountUploads: (ctx: AppContext) => onlyMultipart(limitsOf("uploadAccount")(ctx)),
  feedback: limitsOf("feedbackAddress"),
  resume: limitsOf("resumeAddress"),
  subscribe: limitsOf("subscribeAddress"),
  contact: limitsOf("contactAddress"),
  donate: limitsOf("donateAddress"),
  donationCallback: limitsOf("donationCallbackAddress"),
  report: limitsOf("reportAccount", "reportAddress"),
  alertSettings: limitsOf("alertSettingsAccount", "alertSettingsAddress"),
  verifyEmail: limitsOf("verifyEmailAccount", "verifyEmailAddress"),
  verificationMail: limitsOf("verificationMailAccount", "verificationMailAddress"),
  accountProfile: limitsOf("accountProfileAccount"),
  saved: limitsOf("savedAccount"),
};
