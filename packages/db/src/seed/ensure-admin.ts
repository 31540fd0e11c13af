import type { Database } from "../client.ts";
import { hashPassword, readablePassword } from "./passwords.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@borntowin.local";
// Several API processes may start on one database at once; only one may create the first admin.
const ADMIN_LOCK = 7_204_001;

/**
 * Makes sure someone can administer the site. When no admin exists, creates one from the given email
 * and password, or `admin@borntowin.local` with a generated password that the caller shows once.
 * An existing account with that email is promoted (and given that password) rather than duplicated.
 */
export async function ensureAdmin(
  db: Database,
  opts: { email?: string; password?: string } = {},
): Promise<{ email: string; generatedPassword?: string }> {
  const existing = await db.user.findFirst({ where: { role: "admin" }, orderBy: { id: "asc" } });
  if (existing) return { email: existing.email };

  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = opts.password ? undefined : readablePassword();
  const passwordHash = await hashPassword(opts.password ?? generatedPassword!);

  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_LOCK}::bigint)`;
    const winner = await tx.user.findFirst({ where: { role: "admin" }, orderBy: { id: "asc" } });
    if (winner) return { email: winner.email };
    await tx.user.upsert({
      where: { email },
      create: { email, fullName: "Administrator", passwordHash, role: "admin", emailVerifiedAt: new Date() },
      update: { role: "admin", active: true, passwordHash },
    });
    return generatedPassword ? { email, generatedPassword } : { email };
  });
}
