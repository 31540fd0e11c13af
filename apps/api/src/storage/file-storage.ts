// Uploaded files on local disk under UPLOAD_DIR, served at /uploads. The interface is what an
// S3-compatible store would implement when the API runs as several containers.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { UPLOADS_PREFIX } from "@btw/contracts";
import { repoRoot } from "@btw/db";
import type { Env } from "../env.ts";

export interface FileStorage {
  /** Absolute folder served at /uploads (local storage only). */
  readonly root: string;
  /** Stores bytes under a key such as `images/ab12-800.webp`; returns the public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** Removes the file behind a URL that `put` returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

export function uploadDir(env: Env): string {
  return resolve(repoRoot, env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads"));
}

export function createFileStorage(env: Env): FileStorage {
  const root = uploadDir(env);
  const pathFor = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Refusing to store outside the upload folder: ${key}`);
    return path;
  };
  return {
    root,
    async put(key, bytes) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `${UPLOADS_PREFIX}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${UPLOADS_PREFIX}/`)) return;
      await rm(pathFor(url.slice(UPLOADS_PREFIX.length + 1)), { force: true });
    },
  };
}
