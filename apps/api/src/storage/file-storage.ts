// Uploaded files: a local folder by default (UPLOAD_DIR), or an S3-compatible bucket when
// STORAGE_URL is set, so several app containers share one store. Public files are served at
// /uploads (serve-uploads.ts); private files (CVs) live apart and are read back only by key.
import type { Readable } from "node:stream";
import type { Env } from "../env.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage, parseStorageUrl } from "./s3-storage.ts";

export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
  /** Set when a byte range was asked for and is answered: the `Content-Range` value. */
  contentRange?: string;
}

export interface FileStorage {
  /** Local folder served at /uploads; undefined for a remote store. */
  readonly root?: string;
  /** Stores public bytes under a key such as `images/ab12-800.webp`; returns the public URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** Removes the file behind a URL that `put` returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /**
   * A public file by key (the part of its URL after /uploads/), or undefined when there is none;
   * `range` is an HTTP Range header (`bytes=0-1023`), which a store may answer with only those bytes.
   */
  open(key: string, range?: string): Promise<StoredFile | undefined>;
  /** Stores a private file (never reachable through /uploads); returns its key. */
  putPrivate(key: string, bytes: Buffer): Promise<string>;
  openPrivate(key: string): Promise<StoredFile | undefined>;
  removePrivate(key: string): Promise<void>;
  close?(): void;
}

export function createFileStorage(env: Env): FileStorage {
  return env.STORAGE_URL ? createS3Storage(parseStorageUrl(env.STORAGE_URL)) : createLocalStorage(env);
}
