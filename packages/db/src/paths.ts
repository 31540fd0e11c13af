import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root: the nearest folder above this module holding prisma/schema.prisma. Found by
 * walking up, so it holds both for the TypeScript sources and for the bundled server in apps/api/dist.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "prisma", "schema.prisma"))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find prisma/schema.prisma above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRoot();
export const prismaDir = join(repoRoot, "prisma");
export const schemaPath = join(prismaDir, "schema.prisma");
export const migrationsDir = join(prismaDir, "migrations");
export const seedFilesDir = join(prismaDir, "seed-files");
