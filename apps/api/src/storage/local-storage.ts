// Uploads on local disk: public files under UPLOAD_DIR (served at /uploads), private files in a
// folder beside it, never inside it, so no /uploads URL can reach them.
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { UPLOADS_PREFIX } from "@btw/contracts";
import { repoRoot } from "@btw/db";
import type { Env } from "../env.ts";
import type { FileStorage, StoredFile } from "./file-storage.ts";
import { contentTypeOf } from "./keys.ts";

export function uploadDir(env: Env): string {
  return resolve(repoRoot, env.UPLOAD_DIR ?? join(env.DATA_DIR, "uploads"));
}

/** The private folder of a local store whose public folder is `root`. */
export const privateFolderOf = (root: string) => `${resolve(root)}-private`;

function confined(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Refusing a file outside its folder: ${key}`);
  return path;
}

async function write(root: string, key: string, bytes: Buffer): Promise<void> {
  const path = confined(root, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

async function read(root: string, key: string): Promise<StoredFile | undefined> {
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
}

export function createLocalStorage(env: Env): FileStorage {
  const root = uploadDir(env);
  const privateRoot = privateFolderOf(root);
  return {
    root,
    async put(key, bytes) {
      await write(root, key, bytes);
      return `${UPLOADS_PREFIX}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${UPLOADS_PREFIX}/`)) return;
      await rm(confined(root, url.slice(UPLOADS_PREFIX.length + 1)), { force: true });
    },
    open: (key) => read(root, key),
    async putPrivate(key, bytes) {
      await write(privateRoot, key, bytes);
      return key;
    },
    openPrivate: (key) => read(privateRoot, key),
    async removePrivate(key) {
      await rm(confined(privateRoot, key), { force: true });
    },
  };
}
