import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../lib/hooks/use-media-query.ts";
import "./stat-counter.css";

/** How long a figure takes to count up to its value. */
const COUNTER_DURATION_MS = 2750;

interface StatCounterProps {
  value: number;
  format: (value: number) => string;
  label: string;
}

/** Counts up once, the first time it scrolls into view (2.75 s, spec section 9). */
export function StatCounter({ value, format, label }: StatCounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(reducedMotion ? value : 0);
  const ref = useRef<HTMLSpanElement>(null);
  const started = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || started.current) return;
    if (reducedMotion || typeof IntersectionObserver === "undefined") {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || started.current) return;
        started.current = true;
        observer.disconnect();
        const duration = COUNTER_DURATION_MS;
        const begin = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - begin) / duration);
          const eased = 1 - (1 - progress) ** 3;
          setShown(Math.round(value * eased));
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
    };
  }, [value, reducedMotion]);

  return (
    <div className="stat">
      <span className="stat__value" ref={ref}>
        <span aria-hidden="true">{format(shown)}</span>
        <span className="visually-hidden">{format(value)}</span>
      </span>
      <span className="stat__label">{label}</span>
    </div>
  );
}
