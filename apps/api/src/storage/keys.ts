// What every store needs to know about a key: its content type and that it stays in its folder.
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
};

/** The content type of a stored file, from the extension the upload code gave it. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Keys are relative paths of plain segments: no climbing out, no absolute paths, no empty parts. */
export function isSafeKey(key: string): boolean {
  return key.split("/").every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\\"));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Refusing a storage key outside its folder: ${key}`);
}
