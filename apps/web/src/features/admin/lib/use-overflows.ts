// Whether a box's content overflows it, so the box scrolls. A box that scrolls must be reachable by
// keyboard to be scrolled (axe's scrollable-region-focusable: a tab stop), one that fits must not
// add a tab stop of its own.
import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Measured after each layout in which `content` changed, and again whenever the box is resized
 * (a narrower window wraps its text onto more lines).
 */
export function useOverflows(box: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the content changes
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setOverflows(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, content]);
  return overflows;
}
