import { useEffect, useState } from "react";
import { drawsWholePage } from "../first-draw.ts";

/**
 * False on a component's first draw, true a task later (once `ready` is true): parts a phone does not
 * need for its first screen (the page below the server's band, the closed phone menu's links, the
 * footer) are then drawn in tasks of their own, so the first page is several short tasks instead of
 * one long one that delays the visitor's first tap. True at once where the first draw is the whole
 * page (the server's renderer, and the app taking over its HTML: lib/first-draw.ts).
 */
export function useLater(ready = true): boolean {
  const [later, setLater] = useState(drawsWholePage);
  useEffect(() => {
    if (!ready || later) return;
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, [ready, later]);
  return later;
}
