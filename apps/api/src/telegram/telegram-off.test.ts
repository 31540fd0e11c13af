// Without a bot token there is no Telegram: the status says so and nothing else answers. Production
// refuses a token without the webhook secret.
import { randomBytes } from "node:crypto";
import { API_PREFIX, telegramPaths } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { loadEnv } from "../env.ts";

const t = createTestContext();
const TOKEN = `123456:${"B".repeat(30)}`;

describe("Telegram without a bot token", () => {
  it("is reported off, and its webhook and link do not exist", async () => {
    const member = await t.signIn();
    const status = await t.request().get(`${API_PREFIX}${telegramPaths.status}`).set(member.auth).expect(200);
    expect(status.body).toEqual({ telegram: { enabled: false, botUsername: null, linked: false } });
    await t.request().post(`${API_PREFIX}${telegramPaths.webhook}`).send({ update_id: 1 }).expect(404);
    await t.request().post(`${API_PREFIX}${telegramPaths.link}`).set(member.auth).expect(404);
  });
});

describe("Telegram settings", () => {
  const production = (overrides: Record<string, string>) => ({
    NODE_ENV: "production",
    JWT_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: "postgresql://btw@db.internal:5432/btw",
    PUBLIC_URL: "https://borntowin.example",
    ADMIN_PASSWORD: "violet river carries 7 stones",
    ...overrides,
  });

  it("refuses a bot token without a webhook secret in production", () => {
    expect(() => loadEnv(production({ TELEGRAM_BOT_TOKEN: TOKEN }))).toThrow(
      /TELEGRAM_WEBHOOK_SECRET: required with TELEGRAM_BOT_TOKEN in production/,
    );
    const env = loadEnv(
      production({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_WEBHOOK_SECRET: "s".repeat(8) + randomBytes(8).toString("hex"),
      }),
    );
    expect(env.TELEGRAM_API_ROOT).toBe("https://api.telegram.org");
    expect(() => loadEnv({ TELEGRAM_BOT_TOKEN: TOKEN })).not.toThrow();
  });

  it("names a malformed token or secret", () => {
    expect(() => loadEnv({ TELEGRAM_BOT_TOKEN: "not-a-token" })).toThrow(
      /TELEGRAM_BOT_TOKEN: must look like/,
    );
    expect(() => loadEnv({ TELEGRAM_WEBHOOK_SECRET: "short" })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET: must be 16-256/,
    );
  });
});
