// Private uploads (CVs): kept in a folder beside the public upload folder, never inside it, so
// no /uploads URL can reach them; the admin-only routes read them back by key.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { AppContext } from "../context.ts";

type StorageContext = Pick<AppContext, "storage">;

export function privateRoot(ctx: StorageContext): string {
  return `${resolve(ctx.storage.root)}-private`;
}

/** Absolute path of a private key; refuses keys that climb out of the private folder. */
export function privateFilePath(ctx: StorageContext, key: string): string {
  const root = privateRoot(ctx);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Refusing a private file outside its folder: ${key}`);
  return path;
}

export async function putPrivateFile(ctx: StorageContext, key: string, bytes: Buffer): Promise<string> {
  const path = privateFilePath(ctx, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  return key;
}

export async function removePrivateFile(ctx: StorageContext, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await rm(privateFilePath(ctx, key), { force: true });
}
