import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("environment validation", () => {
  it("applies defaults for a zero-setup start", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe("development");
  });

  it("names the bad variable and the reason", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT: /);
    expect(() => loadEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it("requires secrets and a database in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/DATABASE_URL: required in production/);
  });
});
