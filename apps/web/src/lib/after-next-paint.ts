/**
 * Runs `run` once, in a task after the browser's next frame has painted (what was drawn before it
 * is on screen). A hidden tab paints no frames: there `run` comes after `hiddenTabMs`. Answers a
 * function that cancels it.
 */
export function afterNextPaint(run: () => void, hiddenTabMs = 100): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, hiddenTabMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
