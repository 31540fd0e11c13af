import { useEffect, useState } from "react";

const HIDDEN_TAB_TURN_MS = 100;

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
    let done = false;
    const more = () => {
      if (done) return;
      done = true;
      setShown((count) => count + perTurn);
    };
    // The frame after the drawn part has painted; a hidden tab paints no frames, hence the timer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(more, 0);
    });
    const fallback = setTimeout(more, HIDDEN_TAB_TURN_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [shown, total, perTurn]);
  return Math.min(shown, total);
}
