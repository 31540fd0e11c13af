// Frames (YouTube, Google Maps, a PDF's preview) and our own videos stay out of the page until the
// visitor asks for them: until then a light placeholder made of our own artwork stands in, no other
// host is contacted, no PDF viewer starts (a phone's browser often cannot show one inside a page at
// all) and the browser builds no video player.
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import pdfPlaceholder from "../assets/pdf-placeholder.svg?inline";
import videoPlaceholder from "../assets/video-placeholder.svg?inline";
import { Icon, type IconName } from "./icon.tsx";
import "./lazy-embed.css";

interface LazyFrameProps {
  title: string;
  /** The frame address, built only once the visitor clicks. */
  src: string;
  buttonLabel: string;
  note?: string;
  art?: ReactNode;
  aspect?: "video" | "map" | "fill";
  allow?: string;
  /** A video file of ours, played in the browser's own player, rather than a frame. */
  video?: boolean;
  icon?: IconName;
}

/** What the placeholder opens takes the focus the placeholder's button had. */
const takeFocus = (element: HTMLElement | null) => element?.focus();

function LazyFrame({
  title,
  src,
  buttonLabel,
  note,
  art,
  aspect = "video",
  allow,
  video,
  icon = "play",
}: LazyFrameProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`lazy-embed lazy-embed--${aspect}`}>
      {open && video ? (
        // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption files
        <video
          ref={takeFocus}
          className="lazy-embed__frame"
          src={src}
          poster={videoPlaceholder}
          controls
          autoPlay
          title={title}
          aria-label={title}
        />
      ) : open ? (
        <iframe
          ref={takeFocus}
          className="lazy-embed__frame"
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="lazy-embed__placeholder" onClick={() => setOpen(true)}>
          {art ?? (
            <img
              src={videoPlaceholder}
              alt=""
              width="1280"
              height="720"
              loading="lazy"
              className="lazy-embed__art"
            />
          )}
          <span className="lazy-embed__cta">
            <span className="lazy-embed__play" aria-hidden="true">
              <Icon name={icon} size={28} />
            </span>
            <span className="lazy-embed__label">
              <strong>{buttonLabel}</strong>
              <span className="lazy-embed__title">{title}</span>
              {note ? <span className="lazy-embed__note">{note}</span> : null}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

export function LazyYouTube({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <LazyFrame
      title={title}
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
      buttonLabel={t("embed.playVideo")}
      note={t("embed.youtubeNote")}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
    />
  );
}

export function LazyMap({ query, title }: { query: string; title: string }) {
  const { t } = useTranslation();
  return (
    <LazyFrame
      title={title}
      aspect="map"
      icon="pin"
      src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
      buttonLabel={t("embed.showMap")}
      note={t("embed.mapNote")}
      art={
        <svg
          className="lazy-embed__art"
          viewBox="0 0 800 400"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <rect width="800" height="400" fill="#eff8f3" />
          <g stroke="#c9dccf" strokeWidth="14" fill="none">
            <path d="M-20 120 C200 160 300 60 520 110 S760 220 840 180" />
            <path d="M120 -20 C160 120 90 260 180 420" />
            <path d="M560 -20 C520 140 640 260 600 420" />
          </g>
          <g stroke="#dfe9e2" strokeWidth="6" fill="none">
            <path d="M-20 300 H840M300 -20 V420M-20 40 L840 360" />
          </g>
          <rect x="360" y="200" width="120" height="80" rx="10" fill="#dcefe5" />
          <circle cx="430" cy="170" r="46" fill="#f0b73a" fillOpacity="0.3" />
        </svg>
      }
    />
  );
}

/** A PDF of ours shown in a frame (spec: Video and PDF cards), once the visitor asks for it. */
export function LazyPdf({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <LazyFrame
      title={title}
      aspect="fill"
      icon="file"
      src={src}
      buttonLabel={t("embed.showPdf")}
      art={
        <img
          src={pdfPlaceholder}
          alt=""
          width="800"
          height="450"
          loading="lazy"
          className="lazy-embed__art"
        />
      }
    />
  );
}

/** A video uploaded to our own server: nothing is fetched, and no player built, until it is played. */
export function HostedVideo({ src, title, fill = false }: { src: string; title: string; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <LazyFrame
      title={title}
      src={src}
      buttonLabel={t("embed.playVideo")}
      aspect={fill ? "fill" : "video"}
      video
    />
  );
}
