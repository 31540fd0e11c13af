// One accessible carousel (testimonials, AI tools) with the spec's settings: dots, no arrows,
// infinite loop, 500 ms slides, autoplay every 2 s, one slide per step, pause on hover and focus,
// 3/2/1 slides wide. A pause button is added (WCAG 2.2.2); reduced motion starts it paused.

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery, usePrefersReducedMotion } from "../../lib/hooks/use-media-query.ts";
import { CAROUSEL_SETTINGS } from "./carousel-settings.ts";
import "./carousel.css";

const { speedMs, autoplayIntervalMs, slidesToScroll } = CAROUSEL_SETTINGS;

/** How many slides the window shows (a phone's one on the server: lib/hooks/use-media-query.ts). */
export function useSlidesToShow(): number {
  const atOrUnder640 = useMediaQuery("(max-width: 640px)", true);
  const atOrUnder1024 = useMediaQuery("(max-width: 1024px)", true);
  const { slidesToShow } = CAROUSEL_SETTINGS;
  if (atOrUnder640) return slidesToShow.atOrUnder640;
  if (atOrUnder1024) return slidesToShow.atOrUnder1024;
  return slidesToShow.wide;
}

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderSlide: (item: T) => ReactNode;
  /** Overrides the responsive width (tests and narrow containers). */
  slidesToShow?: number;
}

export function Carousel<T>({ label, items, keyOf, renderSlide, slidesToShow }: CarouselProps<T>) {
  const { t } = useTranslation();
  const responsive = useSlidesToShow();
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const show = Math.max(1, Math.min(slidesToShow ?? responsive, count || 1));
  const scrolls = count > show;

  // `position` may run one lap past the end onto the cloned slides, then jumps back without animation.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(reducedMotion);
  const active = count > 0 ? position % count : 0;
  const paused =
    stopped || (CAROUSEL_SETTINGS.pauseOnHover && hovered) || (CAROUSEL_SETTINGS.pauseOnFocus && focused);
  const id = useId();
  const dotsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reducedMotion) setStopped(true);
  }, [reducedMotion]);

  const goTo = useCallback(
    (index: number) => {
      setAnimate(!reducedMotion);
      setPosition(((index % count) + count) % count);
    },
    [count, reducedMotion],
  );

  const next = useCallback(() => {
    setAnimate(!reducedMotion);
    setPosition((current) =>
      CAROUSEL_SETTINGS.infinite
        ? current + slidesToScroll
        : Math.min(current + slidesToScroll, count - show),
    );
  }, [count, show, reducedMotion]);

  useEffect(() => {
    if (!scrolls || paused) return;
    const timer = window.setInterval(next, autoplayIntervalMs);
    return () => window.clearInterval(timer);
  }, [scrolls, paused, next]);

  // After sliding onto the clones, snap back to the real slides once the slide has finished.
  useEffect(() => {
    if (position < count || count === 0) return;
    const timer = window.setTimeout(
      () => {
        setAnimate(false);
        setPosition((current) => current % count);
      },
      animate ? speedMs : 0,
    );
    return () => window.clearTimeout(timer);
  }, [position, count, animate]);

  useEffect(() => {
    if (position > count) setPosition((current) => current % count);
  }, [position, count]);

  if (count === 0) return null;

  const slides = scrolls ? [...items, ...items.slice(0, show)] : [...items];
  const onDotsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    let target: number | undefined;
    if (delta) target = (active + delta + count) % count;
    if (event.key === "Home") target = 0;
    if (event.key === "End") target = count - 1;
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
    dotsRef.current?.querySelectorAll<HTMLButtonElement>("button")[target]?.focus();
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t("carousel.roledescription")}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      style={{ "--carousel-show": show, "--carousel-speed": `${speedMs}ms` } as React.CSSProperties}
    >
      <div className="carousel__viewport">
        <div
          className={animate ? "carousel__track carousel__track--animate" : "carousel__track"}
          style={{ transform: `translateX(${(-position * 100) / show}%)` }}
          id={`${id}-track`}
          aria-live={paused ? "polite" : "off"}
        >
          {slides.map((item, index) => {
            const clone = index >= count;
            const visible = index >= position && index < position + show;
            const content = renderSlide(item);
            if (clone) {
              // Copies of the first slides let the loop run on without a jump; they are not announced.
              return (
                <div key={`clone-${keyOf(item)}`} className="carousel__slide" aria-hidden="true" inert>
                  {content}
                </div>
              );
            }
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with a role description
              <div
                key={keyOf(item)}
                className="carousel__slide"
                role="group"
                aria-roledescription={t("carousel.slide")}
                aria-label={t("carousel.slideLabel", { index: index + 1, total: count })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>
      {scrolls ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__toggle"
            onClick={() => setStopped((value) => !value)}
            aria-controls={`${id}-track`}
          >
            {stopped ? (
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                <path d="M5 4h3v12H5zM12 4h3v12h-3z" fill="currentColor" />
              </svg>
            )}
            <span className="visually-hidden">{stopped ? t("carousel.play") : t("carousel.pause")}</span>
          </button>
          {CAROUSEL_SETTINGS.dots ? (
            // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields (a fieldset reads as a form)
            <div
              className="carousel__dots"
              ref={dotsRef}
              role="group"
              aria-label={t("carousel.dots")}
              onKeyDown={onDotsKeyDown}
            >
              {items.map((item, index) => (
                <button
                  key={keyOf(item)}
                  type="button"
                  className="carousel__dot"
                  aria-label={t("carousel.goTo", { index: index + 1, total: count })}
                  aria-current={index === active ? "true" : undefined}
                  aria-controls={`${id}-track`}
                  tabIndex={index === active ? 0 : -1}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
