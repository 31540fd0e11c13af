// Bearer tokens: short-lived HS256 JWTs whose jti is a row in `sessions`, so logout and password
// changes revoke them at once. Only HS256 is accepted when verifying (no algorithm confusion).
import { randomUUID } from "node:crypto";
import type { Role } from "@btw/contracts";
import type { Prisma } from "@btw/db";
import type { RequestHandler } from "express";
import { jwtVerify, SignJWT } from "jose";
import type { AppContext } from "../context.ts";
import { AppError } from "./errors.ts";

const ALGORITHM = "HS256";
const ISSUER = "born-to-win";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthUser {
  id: number;
  role: Role;
  sessionId: string;
}

declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueToken(
  ctx: AppContext,
  user: { id: number; role: Role },
): Promise<{ token: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + ctx.env.JWT_TTL_MINUTES * 60_000);
  await ctx.db.session.create({ data: { id: sessionId, userId: user.id, expiresAt } });
  const token = await new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(user.id))
    .setJti(sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key(jwtSecret(ctx)));
  return { token, expiresAt };
}

export function jwtSecret(ctx: AppContext): string {
  if (!ctx.env.JWT_SECRET)
    throw new Error("JWT_SECRET is not set (the server sets a development secret at boot)");
  return ctx.env.JWT_SECRET;
}

/** Verifies the bearer token and its session; the user's current role is read from the database. */
async function userFromRequest(ctx: AppContext, header: string | undefined): Promise<AuthUser | undefined> {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new AppError("unauthorized", "Invalid authorization header");
  let payload: { sub?: string; jti?: string };
  try {
    ({ payload } = await jwtVerify(match[1], key(jwtSecret(ctx)), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    }));
  } catch {
    throw new AppError("unauthorized", "Your session has expired. Please sign in again.");
  }
  // The jti names a uuid row; anything else must not reach the query (it would fail as a 500).
  if (!payload.jti || !payload.sub || !UUID.test(payload.jti))
    throw new AppError("unauthorized", "Invalid token");
  const session = await ctx.db.session.findUnique({
    where: { id: payload.jti },
    select: { revokedAt: true, expiresAt: true, user: { select: { id: true, role: true, active: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt < new Date() || !session.user.active) {
    throw new AppError("unauthorized", "Your session has expired. Please sign in again.");
  }
  return { id: session.user.id, role: session.user.role, sessionId: payload.jti };
}

/** Reads the token when present (public routes that show more to staff); rejects a bad one. */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    req.user = await userFromRequest(ctx, req.headers.authorization);
    next();
  };
}

/** Requires a valid token, and one of `roles` when given. */
export function requireAuth(ctx: AppContext, ...roles: Role[]): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user ?? (await userFromRequest(ctx, req.headers.authorization));
    if (!user) throw new AppError("unauthorized", "Please sign in to continue");
    if (roles.length > 0 && !roles.includes(user.role)) {
      throw new AppError("forbidden", "You do not have permission to do this");
    }
    req.user = user;
    next();
  };
}

/**
 * Revokes one session (logout) or every session of a user (password change, deactivation);
 * `exceptSessionId` keeps the session that made the change signed in.
 */
export async function revokeSessions(
  ctx: { db: Pick<Prisma.TransactionClient, "session"> },
  where: { sessionId: string } | { userId: number; exceptSessionId?: string },
) {
  const filter =
    "sessionId" in where
      ? { id: where.sessionId }
      : { userId: where.userId, ...(where.exceptSessionId ? { id: { not: where.exceptSessionId } } : {}) };
  await ctx.db.session.updateMany({ where: { ...filter, revokedAt: null }, data: { revokedAt: new Date() } });
}
