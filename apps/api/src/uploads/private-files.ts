// Private uploads (CVs): kept apart from the public files (a folder beside the upload folder, or the
// bucket's private/ prefix), so no /uploads URL can reach them; the admin-only routes read them by key.
import { resolve, sep } from "node:path";
import type { AppContext } from "../context.ts";
import { privateFolderOf } from "../storage/local-storage.ts";

type StorageContext = Pick<AppContext, "storage">;

/** The private folder of the local store (tests look inside it). */
export function privateRoot(ctx: StorageContext): string {
  if (!ctx.storage.root) throw new Error("Private files are in a bucket, not in a local folder");
  return privateFolderOf(ctx.storage.root);
}

/** Absolute path of a private key in the local store; refuses keys that climb out of the private folder. */
export function privateFilePath(ctx: StorageContext, key: string): string {
  const root = privateRoot(ctx);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Refusing a private file outside its folder: ${key}`);
  return path;
}

export function putPrivateFile(ctx: StorageContext, key: string, bytes: Buffer): Promise<string> {
  return ctx.storage.putPrivate(key, bytes);
}

export async function removePrivateFile(ctx: StorageContext, key: string | null | undefined): Promise<void> {
  if (key) await ctx.storage.removePrivate(key);
}
