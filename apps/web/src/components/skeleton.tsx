import type { CSSProperties } from "react";
import "./skeleton.css";

export function Skeleton({
  width,
  height,
  radius,
  className,
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return (
    <span className={["skeleton", className].filter(Boolean).join(" ")} style={style} aria-hidden="true" />
  );
}

/** A card-shaped placeholder that holds the same space as the card it stands for. */
function CardSkeleton({ media = true, lines = 3 }: { media?: boolean; lines?: number }) {
  return (
    <div className="card skeleton-card" aria-hidden="true">
      {media ? <Skeleton className="skeleton-card__media" radius="0" /> : null}
      <div className="card__body">
        <Skeleton width="40%" height="0.9rem" />
        <Skeleton width="85%" height="1.4rem" />
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
          <Skeleton key={index} width={index === lines - 1 ? "60%" : "100%"} height="0.9rem" />
        ))}
        <Skeleton width="8rem" height="2.5rem" radius="999px" />
      </div>
    </div>
  );
}

export function CardGridSkeleton({
  count,
  label,
  media,
  lines,
}: {
  count: number;
  label: string;
  media?: boolean;
  lines?: number;
}) {
  return (
    <div className="grid" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <CardSkeleton key={index} media={media} lines={lines} />
      ))}
    </div>
  );
}
