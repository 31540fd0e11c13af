import { API_PREFIX, PASSWORD_RESET } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import { SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const FORGOT_MESSAGE = "If an account exists for that email, we sent a 6-digit code.";

describe("password reset by emailed code", () => {
  const t = createTestContext({ SMTP_URL: smtp.url });
  const post = (path: string, body: object) => t.request().post(`${API_PREFIX}${path}`).send(body);
  const forgot = (email: string) => post("/forgot-password", { email });
  const validate = (email: string, otp: string) => post("/validate-otp", { email, otp });

  /** Asks for a code and reads it from the message the SMTP server received. */
  async function codeFor(email: string): Promise<string> {
    await forgot(email).expect(200);
    const mail = await smtp.waitForMail(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    expect(mail.html).toContain(code);
    return code;
  }
  const wrongCode = (code: string) =>
    String((Number(code) + 1) % 10 ** PASSWORD_RESET.codeDigits).padStart(6, "0");

  it("mails a 6-digit code, stores only its hash, and expires it in 10 minutes", async () => {
    const { user } = await makeUser(t.db);
    const res = await forgot(user.email.toUpperCase()).expect(200);
    expect(res.body).toEqual({ message: FORGOT_MESSAGE });
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toMatch(/password reset code/i);
    expect(mail.text).toContain(user.fullName);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db.passwordResetCode.findFirstOrThrow({
      where: { userId: user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The worker makes the code after the answer: its life counts from when it was made.
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });

  it("answers an unknown email exactly as a known one, and sends nothing", async () => {
    const { user } = await makeUser(t.db);
    const known = await forgot(user.email).expect(200);
    const nobody = `nobody-${Date.now()}@example.test`;
    const unknown = await forgot(nobody).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers["content-length"]).toBe(known.headers["content-length"]);
    await smtp.waitForMail(user.email);
    await expect(smtp.waitForMail(nobody, 500)).rejects.toThrow(/No mail/);
  });

  it("trades the right code for a reset token; the reset sets the password and signs out everywhere", async () => {
    const { user, password } = await makeUser(t.db);
    const session = await t
      .request()
      .post(`${API_PREFIX}/users/login`)
      .send({ email: user.email, password })
      .expect(200);
    const code = await codeFor(user.email);

    const validated = await validate(user.email, code).expect(200);
    expect(validated.body.resetToken).toEqual(expect.any(String));
    const tokenLife = new Date(validated.body.expiresAt).getTime() - Date.now();
    expect(tokenLife).toBeGreaterThan(14 * 60_000);
    expect(tokenLife).toBeLessThanOrEqual(15 * 60_000);
    // A reset token is not a sign-in.
    await t
      .request()
      .get(`${API_PREFIX}/users/me`)
      .set({ Authorization: `Bearer ${validated.body.resetToken}` })
      .expect(401);

    const reset = await post("/reset-password", {
      resetToken: validated.body.resetToken,
      password: "my new long password",
    }).expect(200);
    expect(reset.body).toEqual({ message: "Change successful!" });
    await t
      .request()
      .get(`${API_PREFIX}/users/me`)
      .set({ Authorization: `Bearer ${session.body.token}` })
      .expect(401);
    await t.request().post(`${API_PREFIX}/users/login`).send({ email: user.email, password }).expect(401);
    await t
      .request()
      .post(`${API_PREFIX}/users/login`)
      .send({ email: user.email, password: "my new long password" })
      .expect(200);
    const row = await t.db.passwordResetCode.findFirstOrThrow({
      where: { userId: user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(row.usedAt).not.toBeNull();

    // Single use: the same token and the same code both fail now.
    const again = await post("/reset-password", {
      resetToken: validated.body.resetToken,
      password: "yet another password",
    }).expect(400);
    expect(again.body.message).toMatch(/invalid|already been used/i);
    await validate(user.email, code).expect(400);
  });

  it("counts wrong codes and kills the code after 5 wrong tries", async () => {
    const { user } = await makeUser(t.db);
    const code = await codeFor(user.email);
    const wrong = await validate(user.email, wrongCode(code)).expect(400);
    expect(wrong.body).toEqual({ message: "Invalid or expired code" });
    const row = await t.db.passwordResetCode.findFirstOrThrow({
      where: { userId: user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(row.attempts).toBe(1);
    for (let i = 0; i < 4; i++) await validate(user.email, wrongCode(code)).expect(400);
    const dead = await validate(user.email, code).expect(400);
    expect(dead.body.message).toBe("Invalid or expired code");
  });

  it("accepts the right code after fewer than 5 wrong tries", async () => {
    const { user } = await makeUser(t.db);
    const code = await codeFor(user.email);
    for (let i = 0; i < 4; i++) await validate(user.email, wrongCode(code)).expect(400);
    await validate(user.email, code).expect(200);
  });

  it("refuses an expired code", async () => {
    const { user } = await makeUser(t.db);
    const code = await codeFor(user.email);
    await t.db.passwordResetCode.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await validate(user.email, code).expect(400);
    expect(res.body.message).toBe("Invalid or expired code");
  });

  it("replaces an earlier code when a new one is asked for", async () => {
    const { user } = await makeUser(t.db);
    const first = await codeFor(user.email);
    const second = await codeFor(user.email);
    if (first !== second) await validate(user.email, first).expect(400);
    await validate(user.email, second).expect(200);
  });

  it("answers an unknown email at validate-otp like a wrong code", async () => {
    const res = await validate(`nobody-${Date.now()}@example.test`, "123456").expect(400);
    expect(res.body.message).toBe("Invalid or expired code");
  });

  it("rejects a tampered reset token", async () => {
    const { user } = await makeUser(t.db);
    const code = await codeFor(user.email);
    const { resetToken } = (await validate(user.email, code).expect(200)).body;
    const [header, payload, signature] = resetToken.split(".");
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    await post("/reset-password", { resetToken: tampered, password: "my new long password" }).expect(400);
  });

  it("refuses a reset token forged with the leaked JWT_SECRET (no stored random secret in it)", async () => {
    const { user, password } = await makeUser(t.db);
    await codeFor(user.email);
    const row = await t.db.passwordResetCode.findFirstOrThrow({
      where: { userId: user.id, usedAt: null },
      orderBy: { createdAt: "desc" },
    });
    const key = new TextEncoder().encode(t.ctx.env.JWT_SECRET);
    const forge = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer("born-to-win/password-reset")
        .setSubject(String(user.id))
        .setJti(String(row.id))
        .setIssuedAt()
        .setExpirationTime("15m")
        .sign(key);
    for (const resetToken of [await forge({}), await forge({ rs: "guessed-secret" })]) {
      const res = await post("/reset-password", { resetToken, password: "attacker chosen password" }).expect(
        400,
      );
      expect(res.body.message).toMatch(/invalid|already been used/i);
    }
    // Even after the owner traded the code for a real token, the forgery stays useless.
    const code = await codeFor(user.email);
    await validate(user.email, code).expect(200);
    const latest = await t.db.passwordResetCode.findFirstOrThrow({
      where: { userId: user.id, usedAt: null },
      orderBy: { createdAt: "desc" },
    });
    expect(latest.resetSecretHash).toMatch(/^[0-9a-f]{64}$/);
    const forged = await new SignJWT({ rs: "guessed-secret" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("born-to-win/password-reset")
      .setSubject(String(user.id))
      .setJti(String(latest.id))
      .setExpirationTime("15m")
      .sign(key);
    await post("/reset-password", { resetToken: forged, password: "attacker chosen password" }).expect(400);
    await t.request().post(`${API_PREFIX}/users/login`).send({ email: user.email, password }).expect(200);
  });

  it("keeps only the latest reset token of a code alive, and refuses it once its time is up", async () => {
    const { user } = await makeUser(t.db);
    const code = await codeFor(user.email);
    const first = (await validate(user.email, code).expect(200)).body.resetToken;
    const second = (await validate(user.email, code).expect(200)).body.resetToken;
    await post("/reset-password", { resetToken: first, password: "my new long password" }).expect(400);
    await t.db.passwordResetCode.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { resetExpiresAt: new Date(Date.now() - 1000) },
    });
    await post("/reset-password", { resetToken: second, password: "my new long password" }).expect(400);
    const third = (await validate(user.email, code).expect(200)).body.resetToken;
    await post("/reset-password", { resetToken: third, password: "my new long password" }).expect(200);
  });

  it("names the failing fields", async () => {
    const otp = await validate("someone@example.test", "12ab").expect(400);
    expect(otp.body.issues[0].path).toBe("otp");
    const email = await forgot("not-an-email").expect(400);
    expect(email.body.issues[0].path).toBe("email");
    const password = await post("/reset-password", { resetToken: "x".repeat(40), password: "short" }).expect(
      400,
    );
    expect(password.body.issues[0].path).toBe("password");
  });

  it("limits code requests for one email with 429 and Retry-After", async () => {
    const email = `limit-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) await forgot(email).expect(200);
    const res = await forgot(email).expect(429);
    expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
