// Proving the address given at sign-up: a random 6-digit code (stored as an HMAC bound to the
// account) and a random link token (stored as SHA-256) in one row, single use, valid for
// EMAIL_VERIFICATION.ttlHours and dead after maxAttempts wrong codes. A right code or link marks the
// account verified and signs the person in. Members cannot post before that (poster.ts).
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { EMAIL_VERIFICATION, MEMBER_ACCOUNT_MESSAGES, type ResendVerificationInput } from "@btw/contracts";
import { type Language, toLanguage } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { issueToken, jwtSecret } from "../lib/auth.ts";
import { AppError } from "../lib/errors.ts";
import { sameSecret, sha256Hex } from "../lib/secret-hash.ts";
import { homeUrl } from "../mail/site-links.ts";
import { mailMessage } from "../mail/templates/index.ts";
import { publicUserSelect } from "../users/users.service.ts";
import { renderVerificationMail, VERIFICATION_MAIL_TEMPLATE, verificationLink } from "./verification-mail.ts";

const INVALID = MEMBER_ACCOUNT_MESSAGES.invalidCode;

function codeHash(ctx: AppContext, userId: number, code: string): string {
  return createHmac("sha256", jwtSecret(ctx)).update(`verify:${userId}:${code}`).digest("hex");
}

/**
 * Issues a new code and link for an unverified account and queues the email; older codes stop
 * working. Beyond maxCodesPerHour nothing is sent (the caller answers the same either way). The
 * link carries `next`, the page the person was going to, when there is one.
 */
export async function sendVerification(
  ctx: AppContext,
  user: { id: number; email: string; fullName: string; language: string },
  next?: string,
): Promise<boolean> {
  const recent = await ctx.db.emailVerificationCode.count({
    where: { userId: user.id, createdAt: { gt: new Date(Date.now() - 60 * 60_000) } },
  });
  if (recent >= EMAIL_VERIFICATION.maxCodesPerHour) {
    ctx.logger.warn({ userId: user.id }, "email verification: hourly code limit reached, nothing sent");
    return false;
  }
  const digits = EMAIL_VERIFICATION.codeDigits;
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, "0");
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await ctx.db.$transaction([
    ctx.db.emailVerificationCode.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: now },
    }),
    ctx.db.emailVerificationCode.create({
      data: {
        userId: user.id,
        codeHash: codeHash(ctx, user.id, code),
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION.ttlHours * 3_600_000),
      },
    }),
  ]);
  const language = toLanguage(user.language);
  const rendered = renderVerificationMail({
    fullName: user.fullName,
    code,
    link: verificationLink(ctx.env, user.email, token, language, next),
    language,
    homeUrl: homeUrl(ctx.env, language),
  });
  await ctx.mail.send(mailMessage(user.email, VERIFICATION_MAIL_TEMPLATE, rendered));
  return true;
}

/** "Send me a new code": the same answer for any address, known, verified or not. */
export async function resendVerification(
  ctx: AppContext,
  { email, next }: ResendVerificationInput,
  language: Language,
): Promise<void> {
  const user = await ctx.db.user.findUnique({
    where: { email },
    select: { id: true, email: true, fullName: true, language: true, active: true, emailVerifiedAt: true },
  });
  if (!user?.active || user.emailVerifiedAt) return;
  await sendVerification(ctx, { ...user, language }, next);
}

/**
 * Checks a code or a link token. Every code try counts before the comparison (atomically), so
 * parallel guesses cannot pass the limit. A right one verifies the account and signs it in.
 */
export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; code?: string | undefined; token?: string | undefined },
) {
  const user = await ctx.db.user.findUnique({
    where: { email: input.email },
    select: { id: true, role: true, active: true },
  });
  if (!user?.active) throw new AppError("bad_request", INVALID);
  const row = await ctx.db.emailVerificationCode.findFirst({
    where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw new AppError("bad_request", INVALID);
  if (input.code !== undefined) {
    const counted = await ctx.db.emailVerificationCode.updateMany({
      where: { id: row.id, usedAt: null, attempts: { lt: EMAIL_VERIFICATION.maxAttempts } },
      data: { attempts: { increment: 1 } },
    });
    if (counted.count === 0 || !sameSecret(row.codeHash, codeHash(ctx, user.id, input.code))) {
      throw new AppError("bad_request", INVALID);
    }
  } else if (input.token === undefined || !sameSecret(row.tokenHash, sha256Hex(input.token))) {
    throw new AppError("bad_request", INVALID);
  }
  // Using up the row is the lock: of two requests with the same code, one wins.
  const now = new Date();
  const consumed = await ctx.db.emailVerificationCode.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now },
  });
  if (consumed.count === 0) throw new AppError("bad_request", INVALID);
  await ctx.db.user.updateMany({
    where: { id: user.id, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
  await audit(ctx, {
    actorId: user.id,
    action: "update",
    entity: "user",
    entityId: user.id,
    summary: `email verified by ${input.code !== undefined ? "code" : "link"}`,
  });
  const { token, expiresAt } = await issueToken(ctx, user);
  const users = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id }, select: publicUserSelect });
  return { message: MEMBER_ACCOUNT_MESSAGES.verified, token, expiresAt, users };
}
