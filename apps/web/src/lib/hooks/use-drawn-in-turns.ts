import { useEffect, useState } from "react";
import { afterNextPaint } from "../after-next-paint.ts";

/**
 * How many of `total` items a list the app draws itself (not taken over from the server's HTML)
 * shows now: `perTurn` at first, then `perTurn` more after each frame the browser paints, until all
 * are drawn. A phone then draws a list of cards in a few short tasks, answering a tap between any
 * two, instead of one long one. A list that grows or is replaced starts its turns again from where
 * it stands.
 */
export function useDrawnInTurns(total: number, perTurn: number): number {
  const [shown, setShown] = useState(perTurn);
  useEffect(() => {
    if (shown >= total) return;
    return afterNextPaint(() => setShown((count) => count + perTurn));
  }, [shown, total, perTurn]);
  return Math.min(shown, total);
}
