import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { usePrefersReducedMotion } from "../lib/hooks/use-media-query.ts";
import "./stat-counter.css";

const noChanges = () => () => {};

/** How long a figure takes to count up to its value. */
const COUNTER_DURATION_MS = 2750;

interface StatCounterProps {
  value: number;
  format: (value: number) => string;
  label: string;
}

/**
 * Counts up once, the first time it scrolls into view (2.75 s, spec section 9). Each frame writes
 * the figure's text itself rather than drawing the component again, so the count costs the page a
 * text change per frame while it loads. Readers of the page get the final figure at once. A
 * figure the server drew (the visit's first page) already shows its value: it stays, without counting.
 */
export function StatCounter({ value, format, label }: StatCounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const figure = useRef<HTMLSpanElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  // True while React hydrates the server's drawing (its server snapshot): that figure already shows
  // its value, and keeps it without counting.
  const drawnByServer = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const started = useRef(drawnByServer);
  const final = format(value);

  useLayoutEffect(() => {
    const element = figure.current;
    if (!element) return;
    // One text node whose characters change (a cheaper relayout than replacing the node), and
    // only when the figure does (a small count stays on each number for several frames).
    const text =
      element.firstChild instanceof Text ? element.firstChild : element.appendChild(new Text(final));
    const show = (shown: number) => {
      const next = formatRef.current(shown);
      if (text.data !== next) text.data = next;
    };
    const finish = () => {
      if (text.data !== final) text.data = final;
    };
    if (started.current || reducedMotion || typeof IntersectionObserver === "undefined") {
      finish();
      return;
    }
    show(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || started.current) return;
        started.current = true;
        observer.disconnect();
        const begin = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, Math.max(0, (now - begin) / COUNTER_DURATION_MS));
          show(Math.round(value * (1 - (1 - progress) ** 3)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      // Stopped half way (the value changed, or the page is leaving): the figure is the value.
      if (started.current) finish();
    };
  }, [value, final, reducedMotion]);

  return (
    <div className="stat">
      <span className="stat__value">
        <span aria-hidden="true" ref={figure}>
          {final}
        </span>
        <span className="visually-hidden">{final}</span>
      </span>
      <span className="stat__label">{label}</span>
    </div>
  );
}
