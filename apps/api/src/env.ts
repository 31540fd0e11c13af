// The one place that reads process.env: every setting is validated here once, at boot.
import { isPostgresUrl } from "@btw/db/url";
import { z } from "zod";
import { productionProblems } from "./production-settings.ts";
import { DEFAULT_OFFICE_HOURS, officeHoursSetting } from "./site-settings/office-hours-setting.ts";

const unsetWhenEmpty = (v: unknown) => (v === "" ? undefined : v);
const optionalString = z.preprocess(unsetWhenEmpty, z.string().optional());
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

/** A phone number as people dial it from abroad: `+`, then digits, spaces or dashes. */
const optionalPhone = optionalString.pipe(
  z
    .string()
    .regex(/^\+\d[\d -]{6,18}\d$/, { message: "must look like +251 11 123 4567 (with the country code)" })
    .optional(),
);

const optionalPostgresUrl = optionalString.pipe(
  z
    .string()
    .refine(isPostgresUrl, {
      message:
        "must look like postgresql://user:password@host:5432/database (or ...@/database?host=/socket/folder)",
    })
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Required in production; elsewhere `http://localhost:$PORT`. */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),

  DATABASE_URL: optionalPostgresUrl,
  DATA_DIR: z.string().default(".data"),
  SEED_DEMO_CONTENT: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),

  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  ),
  JWT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(10, { message: "must be at least 10 characters" }).optional(),
  ),
  /** bcrypt cost of new password hashes (each step doubles the time); unset: BCRYPT_COST. Tests use 4. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).optional(),

  UPLOAD_DIR: optionalString,
  /** S3-compatible bucket for uploads (storage/s3-storage.ts); unset: the local UPLOAD_DIR. */
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .startsWith("s3://", { message: "must look like s3://bucket?region=...&endpoint=..." })
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Born To Win <no-reply@borntowin.org>"),
  MAIL_DIR: optionalString,
  ADMIN_NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  /** Retries of a failed send after the first attempt, and the first wait (it doubles each time). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

  CHAPA_SECRET_KEY: optionalString,
  CHAPA_BASE_URL: z.url().default("https://api.chapa.co/v1"),
  CHAPA_WEBHOOK_SECRET: optionalString,
  /**
   * `chapa` (needs CHAPA_SECRET_KEY) or `test` (the built-in test checkout, every page marked TEST).
   * Unset: Chapa when a key is set, else the test checkout outside production and no giving in production.
   */
  PAYMENTS_MODE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["chapa", "test"]).optional()),

  REDIS_URL: optionalUrl,

  /** Different people whose open reports hide a listing until staff review it. */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),

  /** The bot's token from @BotFather; unset: no Telegram at all (telegram/, decision record 0023). */
  TELEGRAM_BOT_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, { message: "must look like 123456:ABC-DEF... (from @BotFather)" })
      .optional(),
  ),
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every update; required in production. */
  TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, { message: "must be 16-256 characters of A-Z, a-z, 0-9, _ and -" })
      .optional(),
  ),
  /** The channel (`@name` or its numeric id) that gets every approved listing in English... */
  TELEGRAM_CHANNEL_ID: optionalString,
  /** ...and in Amharic and Afaan Oromo, where those channels exist. */
  TELEGRAM_CHANNEL_ID_AM: optionalString,
  TELEGRAM_CHANNEL_ID_OM: optionalString,
  /** The Bot API's address: Telegram's own, or a fake one in tests and demos. */
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),

  // The organisation's details the site shows (site-settings/): unset ones are left out, never made up.
  ORG_EMAIL: optionalString.pipe(z.email().optional()),
  ORG_PHONE: optionalPhone,
  ORG_WHATSAPP: optionalPhone,
  /** The office's address in English; the spec's office is in Atlanta. */
  ORG_ADDRESS: z.preprocess(unsetWhenEmpty, z.string().default("Atlanta, Georgia, USA")),
  ORG_REGISTRATION_NUMBER: optionalString,
  /** The spec's support hours: Mon-Fri 8am to 5pm. */
  ORG_OFFICE_HOURS: z.preprocess(unsetWhenEmpty, officeHoursSetting.prefault(DEFAULT_OFFICE_HOURS)),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "PUBLIC_URL"> & { PUBLIC_URL: string };

export class EnvError extends Error {
  override name = "EnvError";
}

const invalid = (lines: string[]) =>
  new EnvError(`Invalid environment:\n${lines.map((line) => `  ${line}`).join("\n")}`);

/** Parses the environment; the error names every bad variable and why. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw invalid(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  const problems = env.NODE_ENV === "production" ? productionProblems(env) : [];
  if (env.NODE_ENV === "production" && env.TELEGRAM_BOT_TOKEN && !env.TELEGRAM_WEBHOOK_SECRET) {
    problems.push("TELEGRAM_WEBHOOK_SECRET: required with TELEGRAM_BOT_TOKEN in production");
  }
  if (env.PAYMENTS_MODE === "chapa" && !env.CHAPA_SECRET_KEY) {
    problems.push("PAYMENTS_MODE: chapa needs CHAPA_SECRET_KEY");
  }
  if (problems.length > 0) throw invalid(problems);
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
