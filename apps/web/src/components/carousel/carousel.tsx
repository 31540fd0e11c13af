// One accessible carousel (testimonials, AI tools) on Embla with the spec's settings: dots, no
// arrows, an endless loop, autoplay every 2 s, one slide per step, a pause on hover and focus, and
// 3/2/1 slides wide (set in carousel.css, so the server's page already has the right width). A pause
// button is added (WCAG 2.2.2); when the visitor prefers less motion it starts paused and moves
// without animation. Embla itself is fetched after the first draw: until then the slides stand still,
// and the home page's first scripts stay without it.
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { usePrefersReducedMotion } from "../../lib/hooks/use-media-query.ts";
import "./carousel.css";

const CAROUSEL_OPTIONS = {
  loop: true,
  align: "start",
  slidesToScroll: 1,
} as const satisfies EmblaOptionsType;
export const AUTOPLAY_OPTIONS = {
  delay: 2000,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
  // Hovering the dots pauses it too, not only the slides.
  rootNode: (viewport: HTMLElement) => viewport.parentElement ?? viewport,
} as const satisfies Partial<AutoplayOptionsType>;

const loadEmbla = () => Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]);

/** Embla on the viewport, with autoplay while `playing`; undefined until its script has arrived. */
function useEmbla(viewport: RefObject<HTMLDivElement | null>, playing: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Where it stood, so that starting or stopping autoplay (a new instance) keeps the slide.
  const startIndex = useRef(0);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla().then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (cancelled) return;
      api = EmblaCarousel(
        node,
        { ...CAROUSEL_OPTIONS, startIndex: startIndex.current },
        playing ? [Autoplay(AUTOPLAY_OPTIONS)] : [],
      );
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      if (api) startIndex.current = api.selectedScrollSnap();
      api?.destroy();
    };
  }, [viewport, playing]);
  return embla;
}

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderSlide: (item: T) => ReactNode;
}

export function Carousel<T>({ label, items, keyOf, renderSlide }: CarouselProps<T>) {
  const { t } = useTranslation();
  // From the carousel's label, not useId: the controls appear only in the browser, and must name the
  // track the server drew whatever ids the browser's tree would hand out.
  const id = `carousel-${label.trim().replace(/\s+/g, "-")}`;
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice (the pause button); until then, play unless they prefer less motion.
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? !reducedMotion;
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useEmbla(viewportRef, playing);
  const [snaps, setSnaps] = useState(0);
  const [selected, setSelected] = useState(0);
  const dotsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!embla) return;
    const read = () => {
      setSnaps(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
    };
    read();
    embla.on("select", read).on("reInit", read);
    return () => {
      embla.off("select", read).off("reInit", read);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);

  if (items.length === 0) return null;
  const scrolls = snaps > 1;

  const onDotsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: (selected + 1) % snaps,
      ArrowLeft: (selected - 1 + snaps) % snaps,
      Home: 0,
      End: snaps - 1,
    };
    const target = targets[event.key];
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
      // Autoplay stops itself for focus on a slide; focus on a dot counts too (the play button does
      // not: pressing it asks for motion).
      onFocus={(event) => {
        if (!event.target.classList.contains("carousel__toggle")) embla?.plugins().autoplay?.stop();
      }}
      onBlur={(event) => {
        if (playing && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          embla?.plugins().autoplay?.play();
        }
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track" id={`${id}-track`} aria-live={playing ? "off" : "polite"}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with a role description
            <div
              key={keyOf(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.slideLabel", { index: index + 1, total: items.length })}
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        {scrolls ? (
          <>
            <button
              type="button"
              className="carousel__toggle"
              onClick={() => setChosen(!playing)}
              aria-controls={`${id}-track`}
            >
              {playing ? (
                <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                  <path d="M5 4h3v12H5zM12 4h3v12h-3z" fill="currentColor" />
                </svg>
              ) : (
                <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                  <path d="M6 4l10 6-10 6z" fill="currentColor" />
                </svg>
              )}
              <span className="visually-hidden">{playing ? t("carousel.pause") : t("carousel.play")}</span>
            </button>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields (a fieldset reads as a form) */}
            <div
              className="carousel__dots"
              ref={dotsRef}
              role="group"
              aria-label={t("carousel.dots")}
              onKeyDown={onDotsKeyDown}
            >
              {Array.from({ length: snaps }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position, which has no other name
                  key={index}
                  type="button"
                  className="carousel__dot"
                  aria-label={t("carousel.goTo", { index: index + 1, total: snaps })}
                  aria-current={index === selected ? "true" : undefined}
                  aria-controls={`${id}-track`}
                  tabIndex={index === selected ? 0 : -1}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
