import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Role } from "@btw/contracts";
import { createDatabase } from "@btw/db";
import { makeUser } from "@btw/db/seed";
import supertest from "supertest";
import { afterAll, inject } from "vitest";
import { createApp } from "../src/app.ts";
import { createContext } from "../src/context.ts";
import { loadEnv } from "../src/env.ts";
import { issueToken } from "../src/lib/auth.ts";
import { createLogger } from "../src/lib/logger.ts";

/**
 * The app as a test talks to it: real Express app, real database of this run, temporary folders
 * for uploads and mail. Pass `env` to override settings.
 */
export function createTestContext(env: Record<string, string> = {}) {
  const scratch = mkdtempSync(join(tmpdir(), "btw-api-test-"));
  const parsed = loadEnv({
    NODE_ENV: "test",
    DATABASE_URL: inject("databaseUrl"),
    JWT_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: scratch,
    UPLOAD_DIR: join(scratch, "uploads"),
    MAIL_DIR: join(scratch, "mail"),
    // The lowest bcrypt cost: sign-ups and resets take a millisecond (users/passwords.test.ts covers the default).
    PASSWORD_HASH_COST: "4",
    ...env,
  });
  const db = createDatabase(parsed.DATABASE_URL!, { max: 4 });
  const ctx = createContext(parsed, db, createLogger(parsed));
  const app = createApp(ctx);
  afterAll(async () => {
    await ctx.close();
    await db.$disconnect();
  });
  return {
    ctx,
    app,
    db,
    scratch,
    request: () => supertest(app),
    /** A fresh user of the role with a valid bearer header. */
    async signIn(role: Role = "member") {
      const { user, password } = await makeUser(db, { role });
      const { token } = await issueToken(ctx, user);
      return { user, password, token, auth: { Authorization: `Bearer ${token}` } };
    },
  };
}
