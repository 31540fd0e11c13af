import { IMAGE_WIDTHS } from "./constants.ts";

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
