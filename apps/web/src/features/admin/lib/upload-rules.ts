// What the API accepts for uploads (it checks the bytes again): checked here first so a wrong file
// is refused at once, with a clear message, instead of after a long upload.
import { UPLOAD_LIMITS_BYTES } from "@btw/contracts";

export type UploadKind = "image" | "resource";
type FileFamily = "image" | "pdf" | "video";

const FAMILIES: Record<string, FileFamily> = {
  "image/jpeg": "image",
  "image/png": "image",
  "image/webp": "image",
  "image/gif": "image",
  "application/pdf": "pdf",
  "video/mp4": "video",
  "video/webm": "video",
  "video/ogg": "video",
};

const EXTENSIONS: Record<string, FileFamily> = {
  jpg: "image",
  jpeg: "image",
  png: "image",
  webp: "image",
  gif: "image",
  pdf: "pdf",
  mp4: "video",
  m4v: "video",
  webm: "video",
  ogg: "video",
  ogv: "video",
};

const LIMITS: Record<FileFamily, number> = {
  image: UPLOAD_LIMITS_BYTES.image,
  pdf: UPLOAD_LIMITS_BYTES.document,
  video: UPLOAD_LIMITS_BYTES.video,
};

export const ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  resource: "application/pdf,image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/ogg",
};

export function fileFamily(file: Pick<File, "name" | "type">): FileFamily | undefined {
  return FAMILIES[file.type] ?? EXTENSIONS[file.name.split(".").pop()?.toLowerCase() ?? ""];
}

type UploadProblem = { code: "type"; kind: UploadKind } | { code: "size"; limitMb: number };

/** Undefined when the file may be sent. */
export function checkUpload(
  file: Pick<File, "name" | "type" | "size">,
  kind: UploadKind,
): UploadProblem | undefined {
  const family = fileFamily(file);
  if (!family || (kind === "image" && family !== "image")) return { code: "type", kind };
  if (file.size > LIMITS[family])
    return { code: "size", limitMb: Math.round(LIMITS[family] / (1024 * 1024)) };
  return undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
