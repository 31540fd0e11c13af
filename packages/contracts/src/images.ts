import { IMAGE_WIDTHS, PREVIEW_EXTENSIONS } from "./constants.ts";

/**
 * Uploaded images are stored as WebP at several widths, named `<key>-<width>.webp`; the API answers
 * the URL of the widest. These give the browser the other sizes.
 */
const VARIANT = /-(\d+)\.webp$/;

export function imageVariantUrl(url: string, width: number): string {
  return url.replace(VARIANT, `-${width}.webp`);
}

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !VARIANT.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(", ");
}

export function fileExtension(url: string): string {
  return (url.split("?")[0]?.split(".").pop() ?? "").toLowerCase();
}

/**
 * How wide a card's picture is drawn in the card grids (one column on a phone, two on a tablet, three
 * on a desktop), for the browser to pick a variant. The server's preload of a list's first picture
 * names the same, so the browser fetches that one picture once.
 */
export const CARD_IMAGE_SIZES = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px";

type PreviewKind = "image" | "pdf" | "video" | "unsupported";

/** How a resource's file is shown on its card (spec, Video and PDF): chosen by the file's extension. */
export function previewKind(url: string): PreviewKind {
  const extension = fileExtension(url);
  for (const kind of ["image", "pdf", "video"] as const) {
    if ((PREVIEW_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return "unsupported";
}
