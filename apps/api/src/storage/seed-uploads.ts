// Demo content's pictures and files go where uploads go: the seed copies them into the local upload
// folder, and with a bucket configured (STORAGE_URL) they are put there too, or /uploads/seed/* would
// not be found by any container.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { seedDemoContent } from "@btw/db/seed";
import type { Env } from "../env.ts";
import type { FileStorage } from "./file-storage.ts";
import { uploadDir } from "./local-storage.ts";

/** Puts the files of a local folder into the store under `seed/`, skipping those already there. */
export async function publishSeedFiles(storage: FileStorage, folder: string): Promise<number> {
  let published = 0;
  for (const name of await readdir(folder)) {
    const key = `seed/${name}`;
    const existing = await storage.open(key);
    if (existing) {
      existing.body.destroy();
      continue;
    }
    await storage.put(key, await readFile(join(folder, name)));
    published += 1;
  }
  return published;
}

export async function seedDemoContentWithFiles(
  db: Parameters<typeof seedDemoContent>[0],
  env: Env,
  storage: FileStorage,
) {
  const result = await seedDemoContent(db, { uploadDir: uploadDir(env) });
  if (!storage.root) await publishSeedFiles(storage, join(uploadDir(env), "seed"));
  return result;
}
