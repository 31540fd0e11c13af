// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), for several app
// containers sharing one store. STORAGE_URL: `s3://bucket[/prefix]?region=...&endpoint=http://host:port`;
// credentials come from the URL (`s3://KEY:SECRET@bucket`) or the SDK's usual chain (AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, an instance role). Public files sit under `<prefix>uploads/`, private files
// (CVs) under `<prefix>private/`: /uploads only ever reads the first.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { UPLOADS_PREFIX } from "@btw/contracts";
import type { FileStorage, StoredFile } from "./file-storage.ts";
import { assertSafeKey, contentTypeOf, isSafeKey } from "./keys.ts";

interface S3Settings {
  bucket: string;
  /** Ends with "/" or is empty. */
  prefix: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function parseStorageUrl(url: string): S3Settings {
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:" || !parsed.hostname) {
    throw new Error("STORAGE_URL must look like s3://bucket?region=...&endpoint=...");
  }
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : "",
    region: parsed.searchParams.get("region") ?? "us-east-1",
    endpoint,
    credentials: parsed.username
      ? {
          accessKeyId: decodeURIComponent(parsed.username),
          secretAccessKey: decodeURIComponent(parsed.password),
        }
      : undefined,
  };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // A custom endpoint (MinIO, a local server) addresses buckets by path, not by host name.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  const publicKey = (key: string) => {
    assertSafeKey(key);
    return `${settings.prefix}uploads/${key}`;
  };
  const privateKey = (key: string) => {
    assertSafeKey(key);
    return `${settings.prefix}private/${key}`;
  };

  async function write(Key: string, bytes: Buffer, name: string): Promise<void> {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentTypeOf(name) }));
  }

  async function read(Key: string, name: string, range?: string): Promise<StoredFile | undefined> {
    // One plain byte range only (video players seek with them); anything else reads the whole file.
    const Range = range && /^bytes=\d*-\d*$/.test(range) ? range : undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? contentTypeOf(name),
        size: object.ContentLength,
        contentRange: object.ContentRange,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range past the end is ignored, as HTTP allows: the whole file is sent.
      if (Range && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        return read(Key, name);
      }
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      await write(publicKey(key), bytes, key);
      return `${UPLOADS_PREFIX}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${UPLOADS_PREFIX}/`)) return;
      await client.send(
        new DeleteObjectCommand({ Bucket, Key: publicKey(url.slice(UPLOADS_PREFIX.length + 1)) }),
      );
    },
    open: async (key, range) => (isSafeKey(key) ? read(publicKey(key), key, range) : undefined),
    async putPrivate(key, bytes) {
      await write(privateKey(key), bytes, key);
      return key;
    },
    openPrivate: (key) => read(privateKey(key), key),
    async removePrivate(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: privateKey(key) }));
    },
    close: () => client.destroy(),
  };
}
