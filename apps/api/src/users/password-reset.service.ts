// Password reset by emailed code: a random 6-digit code, stored as an HMAC, single use, valid for
// 10 minutes and dead after 5 tries. A right code buys a 15-minute reset token bound to the code row
// and to a random secret stored (hashed) with it, so knowing JWT_SECRET is not enough to forge one.
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { ACCOUNT_MESSAGES, PASSWORD_RESET } from "@btw/contracts";
import { type Language, toLanguage } from "@btw/i18n";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { jwtSecret, revokeSessions } from "../lib/auth.ts";
import { AppError } from "../lib/errors.ts";
import { sameSecret, sha256Hex } from "../lib/secret-hash.ts";
import { homeUrl } from "../mail/site-links.ts";
import { mailMessage, renderPasswordResetCode } from "../mail/templates/index.ts";
import { sendPasswordChanged } from "./password-changed-mail.ts";
import { hashPassword } from "./passwords.ts";

const INVALID_CODE = ACCOUNT_MESSAGES.invalidCode;
const INVALID_RESET = "This reset link is invalid or has already been used. Please ask for a new code.";
const RESET_TOKEN_MINUTES = 15;
/** Beyond this many codes an hour for one account, requests are answered but nothing is sent. */
const MAX_CODES_PER_HOUR = 5;
// A different issuer than bearer tokens, so a reset token is never accepted as a sign-in.
const RESET_ISSUER = "born-to-win/password-reset";
const SECRET_CLAIM = "rs";

/** Keyed by the server secret and bound to the user, so a leaked table cannot be reversed offline. */
function codeHash(ctx: AppContext, userId: number, code: string): string {
  return createHmac("sha256", jwtSecret(ctx)).update(`${userId}:${code}`).digest("hex");
}

const PASSWORD_RESET_JOB = "password-reset-request";

export function definePasswordResetJobs(ctx: AppContext): void {
  ctx.jobs.define<{ email: string; language?: Language }>({
    name: PASSWORD_RESET_JOB,
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 5 * 60 },
    async handler(job) {
      await sendResetCode(ctx, job.data.email, job.data.language);
    },
  });
}

/**
 * The same work for every address, known or not: one queued job. The account look-up, the code
 * and the mail happen in the worker, so neither the answer nor its timing tells whether the
 * account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  language: Language,
): Promise<void> {
  await ctx.jobs.send(PASSWORD_RESET_JOB, { email, language });
}

/**
 * The worker's half: a code and its mail for an active account, nothing for anyone else. The
 * language of the page that asked becomes the account's, so the password-changed email speaks it too.
 */
async function sendResetCode(ctx: AppContext, email: string, asked: Language | undefined): Promise<void> {
  const found = await ctx.db.user.findUnique({
    where: { email },
    select: { id: true, fullName: true, email: true, active: true, language: true },
  });
  if (!found?.active) return;
  const user =
    asked && asked !== found.language
      ? await ctx.db.user.update({
          where: { id: found.id },
          data: { language: asked },
          select: { id: true, fullName: true, email: true, active: true, language: true },
        })
      : found;
  const language = toLanguage(user.language);
  const recent = await ctx.db.passwordResetCode.count({
    where: { userId: user.id, createdAt: { gt: new Date(Date.now() - 60 * 60_000) } },
  });
  if (recent >= MAX_CODES_PER_HOUR) {
    ctx.logger.warn({ userId: user.id }, "password reset: hourly code limit reached, nothing sent");
    return;
  }
  const code = String(randomInt(0, 10 ** PASSWORD_RESET.codeDigits)).padStart(PASSWORD_RESET.codeDigits, "0");
  const now = new Date();
  // A new code replaces any older one still waiting.
  await ctx.db.$transaction([
    ctx.db.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    ctx.db.passwordResetCode.create({
      data: {
        userId: user.id,
        codeHash: codeHash(ctx, user.id, code),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET.ttlMinutes * 60_000),
      },
    }),
  ]);
  const message = mailMessage(
    user.email,
    "password-reset-code",
    renderPasswordResetCode({ fullName: user.fullName, code, language, homeUrl: homeUrl(ctx.env, language) }),
  );
  await ctx.mail.send(message);
}

/** Every try counts before the comparison (atomically), so parallel guesses cannot exceed the limit. */
export async function verifyResetCode(ctx: AppContext, input: { email: string; otp: string }) {
  const user = await ctx.db.user.findUnique({
    where: { email: input.email },
    select: { id: true, active: true },
  });
  if (!user?.active) throw new AppError("bad_request", INVALID_CODE);
  const row = await ctx.db.passwordResetCode.findFirst({
    where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw new AppError("bad_request", INVALID_CODE);
  const counted = await ctx.db.passwordResetCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: PASSWORD_RESET.maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0 || !sameSecret(row.codeHash, codeHash(ctx, user.id, input.otp))) {
    throw new AppError("bad_request", INVALID_CODE);
  }
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
  // A newer right code replaces the secret, so only the latest token works.
  const secret = randomBytes(32).toString("base64url");
  const stored = await ctx.db.passwordResetCode.updateMany({
    where: { id: row.id, usedAt: null },
    data: { resetSecretHash: sha256Hex(secret), resetExpiresAt: expiresAt },
  });
  if (stored.count === 0) throw new AppError("bad_request", INVALID_CODE);
  const resetToken = await new SignJWT({ [SECRET_CLAIM]: secret })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(RESET_ISSUER)
    .setSubject(String(user.id))
    .setJti(String(row.id))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(jwtSecret(ctx)));
  return { resetToken, expiresAt };
}

export async function resetPassword(
  ctx: AppContext,
  input: { resetToken: string; password: string },
): Promise<void> {
  let userId: number;
  let codeId: number;
  let secret: unknown;
  try {
    const { payload } = await jwtVerify(input.resetToken, new TextEncoder().encode(jwtSecret(ctx)), {
      algorithms: ["HS256"],
      issuer: RESET_ISSUER,
    });
    userId = Number(payload.sub);
    codeId = Number(payload.jti);
    secret = payload[SECRET_CLAIM];
  } catch {
    throw new AppError("bad_request", INVALID_RESET);
  }
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(codeId) || typeof secret !== "string")
    throw new AppError("bad_request", INVALID_RESET);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.$transaction(async (tx) => {
    // Marking the code used is the lock: of two resets racing with the same token, one wins.
    const consumed = await tx.passwordResetCode.updateMany({
      where: {
        id: codeId,
        userId,
        usedAt: null,
        resetSecretHash: sha256Hex(secret),
        resetExpiresAt: { gt: new Date() },
      },
      data: { usedAt: new Date() },
    });
    if (consumed.count === 0) throw new AppError("bad_request", INVALID_RESET);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeSessions({ db: tx }, { userId });
  });
  await audit(ctx, {
    actorId: userId,
    action: "update",
    entity: "user",
    entityId: userId,
    summary: "password reset by emailed code",
  });
  await sendPasswordChanged(ctx, userId);
}
