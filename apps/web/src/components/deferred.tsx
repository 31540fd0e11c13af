import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from "react";

interface DeferredProps {
  children: ReactNode;
  /** Space held until the content is drawn, so that nothing below it moves. */
  minHeight: string;
  /** How far below the screen drawing starts. */
  margin?: string;
}

/**
 * Draws its content only when it comes near the screen: the first paint of a page then costs the
 * phone only what the visitor sees (long lists of sections below the fold wait their turn), each
 * section in a task of its own. The drawing is a transition: under React (dev server, tests) it also
 * yields to scrolling and taps; the built site's Preact draws it at once. A lazily loaded child
 * fetches its code only then.
 */
export function Deferred({ children, minHeight, margin = "600px" }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    if (typeof IntersectionObserver === "undefined") {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setShown(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  // Content whose code loads on approach (React.lazy) holds the same space while it arrives.
  if (shown)
    return (
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" data-deferred="" />}>
        {children}
      </Suspense>
    );
  // The server draws this too: the section is the app's to draw as the reader nears it.
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-deferred="" />;
}
