// Uploaded files: multer keeps the one file in memory, its type is decided from its bytes (never from
// its name or Content-Type header), images become WebP at the web widths, and everything goes
// through ctx.storage so an S3-compatible store can replace the local folder.
import { randomBytes } from "node:crypto";
import { IMAGE_WIDTHS, UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import type { RequestHandler } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import sharp from "sharp";
import { ZodError } from "zod";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import { putPrivateFile } from "./private-files.ts";

export type UploadKind = "image" | "resource" | "cv";

type StorageContext = Pick<AppContext, "storage">;

/** The largest file each kind accepts at the door; the per-type limit is checked after sniffing. */
const KIND_LIMITS: Record<UploadKind, number> = {
  image: UPLOAD_LIMITS_BYTES.image,
  resource: Math.max(UPLOAD_LIMITS_BYTES.video, UPLOAD_LIMITS_BYTES.document, UPLOAD_LIMITS_BYTES.image),
  cv: UPLOAD_LIMITS_BYTES.document,
};

/** Text fields of our forms are at most 50 000 characters (blog content), up to 4 bytes each. */
const FIELD_SIZE_LIMIT = 256 * 1024;

const IMAGE_MIME_TO_FORMAT = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
type ImageMime = keyof typeof IMAGE_MIME_TO_FORMAT;

/** Stored extension per accepted video type; the web picks its player from the extension. */
const VIDEO_MIME_TO_EXTENSION: Record<string, string> = {
  "video/mp4": "mp4",
  "video/x-m4v": "mp4",
  "video/webm": "webm",
  "video/ogg": "ogg",
};

const ORIGINAL_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
const VARIANT_SUFFIX = /-(\d+)\.webp$/;
/**
 * Pixel budgets that keep any accepted image near a second of CPU: a still image (one frame) may
 * have 20 million pixels (a 5000x4000 photo); an animation keeps its frames only while all of them
 * together stay within 4 million, otherwise only its first frame is kept. A 40 KB GIF can claim
 * hundreds of 1000x1000 frames, and every frame would be decoded once per stored size.
 */
const MAX_FRAME_PIXELS = 20_000_000;
const MAX_ANIMATION_PIXELS = 4_000_000;

/** Accepts at most one file in `field`; other multipart fields land in req.body as strings. */
export function uploadSingle(field: string, kind: UploadKind): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: KIND_LIMITS[kind],
      files: 1,
      fields: 40,
      parts: 41,
      fieldSize: FIELD_SIZE_LIMIT,
      fieldNameSize: 100,
    },
  }).single(field);
}

/** The uploaded file of a form where it is required; a missing one is a 400 naming the field. */
export function requireFile(file: Express.Multer.File | undefined, field: string): Express.Multer.File {
  if (file) return file;
  throw new ZodError([
    { code: "custom", path: [field], message: "Choose a file to upload", input: undefined },
  ]);
}

function newName(): string {
  return randomBytes(12).toString("hex");
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function ensureSize(file: Express.Multer.File, limit: number, what: string) {
  if (file.size > limit)
    throw new AppError("payload_too_large", `${what} must be at most ${megabytes(limit)}`);
}

async function sniff(file: Express.Multer.File) {
  return fileTypeFromBuffer(file.buffer);
}

function isImageMime(mime: string | undefined): mime is ImageMime {
  return mime !== undefined && mime in IMAGE_MIME_TO_FORMAT;
}

/**
 * Whether an image's frames are all kept: only for GIF and WebP animations within the budget. Reads
 * the header only; a frame over the still-image budget is refused.
 */
async function keepsAnimation(bytes: Buffer, format: string): Promise<boolean> {
  const meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (width * frameHeight > MAX_FRAME_PIXELS) {
    throw new AppError(
      "payload_too_large",
      `An image may have at most ${MAX_FRAME_PIXELS / 1_000_000} million pixels (for example 5000 x 4000)`,
    );
  }
  const frames = meta.pages ?? 1;
  return (
    (format === "gif" || format === "webp") &&
    frames > 1 &&
    width * frameHeight * frames <= MAX_ANIMATION_PIXELS
  );
}

async function writeImage(ctx: StorageContext, file: Express.Multer.File, mime: ImageMime): Promise<string> {
  ensureSize(file, UPLOAD_LIMITS_BYTES.image, "An image");
  const format = IMAGE_MIME_TO_FORMAT[mime];
  const name = `images/${newName()}`;
  let encoded: Array<{ key: string; bytes: Buffer }>;
  try {
    const animated = await keepsAnimation(file.buffer, format);
    const source = () =>
      sharp(file.buffer, {
        animated,
        pages: animated ? -1 : 1,
        limitInputPixels: animated ? MAX_ANIMATION_PIXELS : MAX_FRAME_PIXELS,
      }).rotate();
    // The "original" is re-encoded in its own format at full size so camera metadata (GPS) is dropped.
    const original = await source()
      .toFormat(format, format === "jpeg" ? { quality: 92 } : {})
      .toBuffer();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        key: `${name}-${width}.webp`,
        bytes: await source().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    encoded = [
      { key: `${name}-original.${format === "jpeg" ? "jpg" : format}`, bytes: original },
      ...variants,
    ];
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      "unsupported_media_type",
      "The image could not be read. Upload a JPG, PNG, WebP or GIF file.",
    );
  }
  const urls = await Promise.all(encoded.map(({ key, bytes }) => ctx.storage.put(key, bytes)));
  const widest = `${name}-${Math.max(...IMAGE_WIDTHS)}.webp`;
  return urls.find((url) => url.endsWith(widest)) as string;
}

/** Stores a JPG, PNG, WebP or GIF; answers the URL of the widest WebP variant. */
export async function storeImage(ctx: StorageContext, file: Express.Multer.File): Promise<string> {
  const type = await sniff(file);
  if (!isImageMime(type?.mime)) {
    throw new AppError("unsupported_media_type", "Upload a JPG, PNG, WebP or GIF image");
  }
  return writeImage(ctx, file, type.mime);
}

/** Stores a resource: a PDF, an image (as WebP variants) or an MP4, WebM or Ogg video. */
export async function storeResourceFile(
  ctx: StorageContext,
  file: Express.Multer.File,
): Promise<{ url: string; mimeType: string }> {
  const type = await sniff(file);
  if (isImageMime(type?.mime)) return { url: await writeImage(ctx, file, type.mime), mimeType: "image/webp" };
  if (type?.mime === "application/pdf") {
    ensureSize(file, UPLOAD_LIMITS_BYTES.document, "A PDF");
    return {
      url: await ctx.storage.put(`documents/${newName()}.pdf`, file.buffer),
      mimeType: "application/pdf",
    };
  }
  const videoExtension = type ? VIDEO_MIME_TO_EXTENSION[type.mime] : undefined;
  if (type && videoExtension) {
    ensureSize(file, UPLOAD_LIMITS_BYTES.video, "A video");
    const mimeType = type.mime === "video/x-m4v" ? "video/mp4" : type.mime;
    return { url: await ctx.storage.put(`videos/${newName()}.${videoExtension}`, file.buffer), mimeType };
  }
  throw new AppError(
    "unsupported_media_type",
    "Upload a PDF, an image (JPG, PNG, WebP, GIF) or a video (MP4, WebM, Ogg)",
  );
}

/**
 * Stores a CV (PDF only) in the private store, never under the public /uploads URL space.
 * Answers the private key; only the admin CV route reads it back.
 */
export async function storeCv(ctx: StorageContext, file: Express.Multer.File): Promise<string> {
  const type = await sniff(file);
  if (type?.mime !== "application/pdf")
    throw new AppError("unsupported_media_type", "The CV must be a PDF file");
  ensureSize(file, UPLOAD_LIMITS_BYTES.document, "The CV");
  return putPrivateFile(ctx, `cvs/${newName()}.pdf`, file.buffer);
}

/** Removes a stored file; for an image, its original and every WebP variant. */
export async function removeStoredFile(ctx: StorageContext, url: string | null | undefined): Promise<void> {
  if (!url) return;
  if (!VARIANT_SUFFIX.test(url)) {
    await ctx.storage.remove(url);
    return;
  }
  const base = url.replace(VARIANT_SUFFIX, "");
  await Promise.all([
    ...IMAGE_WIDTHS.map((width) => ctx.storage.remove(`${base}-${width}.webp`)),
    ...ORIGINAL_EXTENSIONS.map((extension) => ctx.storage.remove(`${base}-original.${extension}`)),
  ]);
}
