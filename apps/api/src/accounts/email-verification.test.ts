import { API_PREFIX, EMAIL_VERIFICATION } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { createApp } from "../app.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const JOB = {
  JobTitle: "Junior accountant",
  Type: "Full-time",
  Description: "Keep the books of a small NGO in Addis Ababa.",
  applyUrl: "https://example.org/apply",
};

describe("sign-up and email verification", () => {
  const t = createTestContext({ SMTP_URL: smtp.url });
  const post = (path: string, body: object) => t.request().post(`${API_PREFIX}${path}`).send(body);
  let n = 0;
  const newEmail = () => `signup-${Date.now()}-${++n}@example.test`;

  async function signUp(extra: object = {}, language?: string) {
    const email = newEmail();
    const req = t.request().post(`${API_PREFIX}/users`);
    if (language) req.set("X-Site-Language", language);
    const res = await req
      .send({ fullName: "Hana Tesfaye", email, password: "a long sign-up password", ...extra })
      .expect(201);
    const mail = await smtp.waitForMail(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    const link = /https?:\/\/\S+verify\?\S+/.exec(mail.text)?.[0] ?? "";
    return { email, res, mail, code, link };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("creates an unverified member, mails a code and a link, and keeps only hashes", async () => {
    const { email, res, mail, code, link } = await signUp({
      phone: "+251 911 234 567",
      organisation: "Addis NGO",
    });
    expect(res.body.user).toMatchObject({
      email,
      role: "member",
      organisation: "Addis NGO",
      emailVerifiedAt: null,
      verifiedOrganisation: false,
      autoApprove: false,
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).not.toContain(code);
    const url = new URL(link);
    expect(url.pathname).toBe("/verify");
    expect(url.searchParams.get("email")).toBe(email);
    const token = url.searchParams.get("token") ?? "";
    const row = await t.db.emailVerificationCode.findFirstOrThrow({ where: { userId: res.body.user.id } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.tokenHash).not.toBe(token);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.round(ttl / 3_600_000)).toBe(EMAIL_VERIFICATION.ttlHours);
  });

  it("speaks the sign-up page's language, with the link under its prefix", async () => {
    const { mail, link } = await signUp({}, "am");
    expect(mail.subject).toBe("ለBorn To Win የኢሜይል አድራሻዎን ያረጋግጡ");
    expect(new URL(link).pathname).toBe("/am/verify");
  });

  it("returns the link to the page the person was going to (`next`), a path of this site only", async () => {
    const { email, link } = await signUp({ next: "/post-opportunity?kind=jobs" });
    expect(new URL(link).searchParams.get("next")).toBe("/post-opportunity?kind=jobs");
    await post("/users/verify-email/resend", { email, next: "/resource/jobs" }).expect(200);
    const resent = await smtp.waitForMail(email);
    const resentLink = new URL(/https?:\/\/\S+verify\?\S+/.exec(resent.text)?.[0] ?? "");
    expect(resentLink.searchParams.get("next")).toBe("/resource/jobs");

    for (const next of ["//evil.test/x", "https://evil.test", "/\\evil.test", "relative"]) {
      const res = await t
        .request()
        .post(`${API_PREFIX}/users`)
        .send({ fullName: "Hana Tesfaye", email: newEmail(), password: "a long sign-up password", next })
        .expect(400);
      expect(res.body.message).toMatch(/next/);
    }
  });

  it("lets an unverified member sign in but not post; the code verifies and signs in", async () => {
    const { email, code } = await signUp();
    const login = await post("/users/login", { email, password: "a long sign-up password" }).expect(200);
    expect(login.body.users.emailVerifiedAt).toBeNull();
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const refused = await t.request().post(`${API_PREFIX}/jobs`).set(auth).send(JOB).expect(403);
    expect(refused.body.message).toMatch(/verify your email/i);

    const verified = await post("/users/verify-email", { email: email.toUpperCase(), code }).expect(200);
    expect(verified.body.message).toMatch(/verified/i);
    expect(verified.body.token).toEqual(expect.any(String));
    expect(verified.body.users.emailVerifiedAt).not.toBeNull();
    const posted = await t
      .request()
      .post(`${API_PREFIX}/jobs`)
      .set({ Authorization: `Bearer ${verified.body.token}` })
      .send(JOB)
      .expect(201);
    expect(posted.body.job.status).toBe("pending");
    // Single use.
    await post("/users/verify-email", { email, code }).expect(400);
  });

  it("verifies with the link's token", async () => {
    const { email, link } = await signUp();
    const token = new URL(link).searchParams.get("token");
    await post("/users/verify-email", { email, token: "x".repeat(43) }).expect(400);
    const res = await post("/users/verify-email", { email, token }).expect(200);
    expect(res.body.users.email).toBe(email);
  });

  it("kills a code after 5 wrong tries, and a new code replaces the old one", async () => {
    const { email, code } = await signUp();
    for (let i = 0; i < EMAIL_VERIFICATION.maxAttempts; i++) {
      const res = await post("/users/verify-email", { email, code: wrong(code) }).expect(400);
      expect(res.body).toEqual({ message: "Invalid or expired code" });
    }
    await post("/users/verify-email", { email, code }).expect(400);

    const resent = await post("/users/verify-email/resend", { email }).expect(200);
    expect(resent.body.message).toMatch(/sent a new code/);
    const mail = await smtp.waitForMail(email);
    const fresh = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    await post("/users/verify-email", { email, code: fresh }).expect(200);
  });

  it("refuses an expired code", async () => {
    const { email, code, res } = await signUp();
    await t.db.emailVerificationCode.updateMany({
      where: { userId: res.body.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await post("/users/verify-email", { email, code }).expect(400);
  });

  it("asks a member who changes their own address to verify the new one before posting again", async () => {
    const member = await t.signIn("member");
    const email = newEmail();
    const res = await t
      .request()
      .put(`${API_PREFIX}/users/${member.user.id}`)
      .set(member.auth)
      .send({ email, currentPassword: member.password })
      .expect(200);
    expect(res.body.user).toMatchObject({ email, emailVerifiedAt: null });
    await t.request().post(`${API_PREFIX}/jobs`).set(member.auth).send(JOB).expect(403);
    const code = /\b(\d{6})\b/.exec((await smtp.waitForMail(email)).text)?.[1] ?? "";
    await post("/users/verify-email", { email, code }).expect(200);
    await t.request().post(`${API_PREFIX}/jobs`).set(member.auth).send(JOB).expect(201);
  });

  it("answers resend the same for unknown, verified and unverified addresses", async () => {
    const { user } = await makeUser(t.db);
    const unknown = await post("/users/verify-email/resend", { email: newEmail() }).expect(200);
    const verified = await post("/users/verify-email/resend", { email: user.email }).expect(200);
    expect(verified.body).toEqual(unknown.body);
    await expect(smtp.waitForMail(user.email, 300)).rejects.toThrow(/No mail/);
  });

  it("counts existing and admin-made accounts as verified", async () => {
    const { user } = await makeUser(t.db);
    const login = await post("/users/login", {
      email: user.email,
      password: "born-to-win-factory-pass",
    }).expect(200);
    expect(login.body.users.emailVerifiedAt).not.toBeNull();
    const admin = await t.signIn("admin");
    const made = await t
      .request()
      .post(`${API_PREFIX}/users`)
      .set(admin.auth)
      .send({ fullName: "Made By Admin", email: newEmail(), password: "a long admin-set password" })
      .expect(201);
    expect(made.body.user.emailVerifiedAt).not.toBeNull();
  });

  it("a member signed in who registers someone else does not make them verified", async () => {
    const member = await t.signIn("member");
    const res = await t
      .request()
      .post(`${API_PREFIX}/users`)
      .set(member.auth)
      .send({ fullName: "Friend", email: newEmail(), password: "another long password", role: "admin" })
      .expect(201);
    expect(res.body.user).toMatchObject({ role: "member", emailVerifiedAt: null });
  });

  it("refuses hostile and malformed input with 400 { message }", async () => {
    const email = newEmail();
    for (const body of [
      { email, code: "12345" },
      { email, code: "1234567" },
      { email, code: "12a456" },
      { email, code: "123456", token: "x".repeat(40) },
      { email },
      { email: "not-an-email", code: "123456" },
      { email, code: ["123456"] },
      { email, token: "short" },
      { email, token: `${"x".repeat(30)}\u0000` },
    ]) {
      const res = await post("/users/verify-email", body).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await post("/users/verify-email", { email, code: "123456" }).expect(400);
    const bad = await post("/users", {
      fullName: "X",
      email: newEmail(),
      password: "a long sign-up password",
      organisation: "<script>\u0007</script>",
    }).expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});

describe("verification limits", () => {
  const t = createTestContext({ SMTP_URL: smtp.url });

  it("limits wrong codes per email with 429 and Retry-After", async () => {
    const client = supertest(createApp({ ...t.ctx, rateLimits: { verifyEmailAccount: { limit: 3 } } }));
    const email = `limited-${Date.now()}@example.test`;
    const results: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post(`${API_PREFIX}/users/verify-email`).send({ email, code: "000000" });
      results.push(res.status);
      if (res.status === 429) expect(res.headers["retry-after"]).toBeDefined();
    }
    expect(results).toEqual([400, 400, 400, 429, 429]);
  });

  it("limits new codes per email", async () => {
    const client = supertest(createApp({ ...t.ctx, rateLimits: { verificationMailAccount: { limit: 2 } } }));
    const email = `resend-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await client.post(`${API_PREFIX}/users/verify-email/resend`).send({ email })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
