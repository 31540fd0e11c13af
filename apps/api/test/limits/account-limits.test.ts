// Regression: guesses that reach an account's password or reset code are limited per account,
// whatever address they come from; bulk failures from one address answer 429.
import { API_PREFIX, apiPaths } from "@btw/contracts";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { createTestContext } from "../context.ts";

const LIMIT = 2;

describe("per-account limits on password and code guesses", () => {
  const t = createTestContext({ TRUST_PROXY: "1" });
  const client = supertest(
    createApp({
      ...t.ctx,
      rateLimits: {
        passwordChangeAccount: { limit: LIMIT },
        resetCodeCheckAccount: { limit: LIMIT },
        passwordResetAddress: { limit: LIMIT },
      },
    }),
  );
  const tooMany = (res: supertest.Response) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  };

  it("stops guessing the current password through PUT /users/{id} with a stolen token", async () => {
    const victim = await t.signIn("member");
    const change = (currentPassword: string, address: string) =>
      client
        .put(`${API_PREFIX}${apiPaths.users}/${victim.user.id}`)
        .set(victim.auth)
        .set("X-Forwarded-For", address)
        .send({ currentPassword, password: "a brand new password" });
    for (let i = 0; i < LIMIT; i++) await change(`guess ${i}`, `10.1.0.${i}`).expect(400);
    tooMany(await change(victim.password, "10.1.9.9"));
    // A profile change that tries no password is not held back.
    await client
      .put(`${API_PREFIX}${apiPaths.users}/${victim.user.id}`)
      .set(victim.auth)
      .send({ fullName: "Still Editable" })
      .expect(200);
    // Another account is not affected.
    const other = await t.signIn("member");
    await client
      .put(`${API_PREFIX}${apiPaths.users}/${other.user.id}`)
      .set(other.auth)
      .send({ currentPassword: other.password, password: "another new password" })
      .expect(200);
  });

  it("stops guessing reset codes for one email from many addresses", async () => {
    const email = `codes-${Date.now()}@example.test`;
    const check = (address: string) =>
      client
        .post(`${API_PREFIX}${apiPaths.validateOtp}`)
        .set("X-Forwarded-For", address)
        .send({ email, otp: "123456" });
    for (let i = 0; i < LIMIT; i++) await check(`10.2.0.${i}`).expect(400);
    tooMany(await check("10.2.9.9"));
  });

  it("answers bulk bad reset tokens from one address with 429", async () => {
    const reset = () =>
      client
        .post(`${API_PREFIX}${apiPaths.resetPassword}`)
        .set("X-Forwarded-For", "10.3.0.1")
        .send({ resetToken: "x".repeat(40), password: "my new long password" });
    for (let i = 0; i < LIMIT; i++) await reset().expect(400);
    tooMany(await reset());
  });
});
