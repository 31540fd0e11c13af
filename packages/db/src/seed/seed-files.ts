import { randomBytes } from "node:crypto";
import { copyFile, mkdir, readdir, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { seedFilesDir } from "../paths.ts";

/** The demo pictures and resource files, ready to serve: copied as they are to `<uploadDir>/seed/`. */
export const SEED_UPLOADS_DIR = join(seedFilesDir, "uploads");
export const SEED_URL_PREFIX = "/uploads/seed/";

const sizeOf = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => -1,
  );

/**
 * Copies the shipped files into the upload folder, skipping those already there. Each file is written
 * under a temporary name and renamed, so a visitor (or a second process seeding at the same moment)
 * never sees half a file.
 */
export async function copySeedFiles(uploadDir: string): Promise<string> {
  const target = join(uploadDir, "seed");
  await mkdir(target, { recursive: true });
  for (const name of await readdir(SEED_UPLOADS_DIR)) {
    const source = join(SEED_UPLOADS_DIR, name);
    const destination = join(target, name);
    if ((await sizeOf(destination)) === (await sizeOf(source))) continue;
    const partial = `${destination}.${randomBytes(4).toString("hex")}.partial`;
    await copyFile(source, partial);
    await rename(partial, destination);
  }
  return target;
}
