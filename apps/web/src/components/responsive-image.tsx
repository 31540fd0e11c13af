import { CARD_IMAGE_SIZES, imageSrcSet } from "@btw/contracts";

interface ResponsiveImageProps {
  /** The API's image URL (its widest WebP variant) or a bundled asset. */
  src: string | null | undefined;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser to pick a variant (a card grid's by default). */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  src,
  fallback,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const url = src || fallback;
  return (
    <img
      src={url}
      srcSet={src ? imageSrcSet(src) : undefined}
      sizes={src ? (sizes ?? CARD_IMAGE_SIZES) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
