import { ensureAdmin } from "@btw/db/seed";
import type { AppContext } from "./context.ts";
import { seedDemoContentWithFiles } from "./storage/seed-uploads.ts";

/**
 * First-run content: an admin account always (from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated
 * password that main.ts shows only at a developer's terminal), and demo content when the database
 * is new and seeding is allowed.
 */
export async function prepareContent(
  ctx: AppContext,
  options: { embedded: boolean },
): Promise<{ adminEmail: string; generatedPassword?: string }> {
  const { env, db, logger } = ctx;
  const admin = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const seedDemo = env.SEED_DEMO_CONTENT ?? (options.embedded && env.NODE_ENV !== "production");
  if (seedDemo) {
    const result = await seedDemoContentWithFiles(db, env, ctx.storage);
    if (result.created > 0) logger.info({ rows: result.created }, "demo content seeded");
  }
  return { adminEmail: admin.email, generatedPassword: admin.generatedPassword };
}
