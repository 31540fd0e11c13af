import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { dataDir } from "./database.ts";
import type { Env } from "./env.ts";

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sign-ins
 * survive restarts on a developer's machine. Production refuses to start without one (env.ts).
 */
export async function withDevelopmentSecrets(env: Env): Promise<Env> {
  if (env.JWT_SECRET) return env;
  const file = join(dataDir(env), "jwt-secret");
  let secret = (await readFile(file, "utf8").catch(() => "")).trim();
  if (secret.length < 32) {
    secret = randomBytes(32).toString("hex");
    await mkdir(dataDir(env), { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
  }
  return { ...env, JWT_SECRET: secret };
}
