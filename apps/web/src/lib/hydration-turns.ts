// When each slice of a page the server drew is taken over (components/hydration-slice.tsx): the
// slices near the screen first, one per task, in the order the page draws them; the rest when they
// come near the screen (one screen ahead of the reader) or when the browser has nothing else to do,
// one per idle moment. A phone thus spends its first seconds on what the reader sees, and answers a
// tap between any two slices. Until its turn a slice is the server's HTML: its links work, and the
// reader cannot reach a button of it before it comes near the screen.

/** The attribute naming a slice's element, on the server's HTML and the app's alike. */
export const SLICE_ATTRIBUTE = "data-slice";

interface Waiting {
  element: Element | null;
  start: () => void;
}

const soon: Waiting[] = [];
const later: Waiting[] = [];
let pumping = false;
let idleAsked = false;
let observer: IntersectionObserver | undefined;

// A message to ourselves is a new task at once (timers nested this deep wait 4 ms each).
const channel = typeof MessageChannel === "undefined" ? undefined : new MessageChannel();
const nextTask = (run: () => void) => {
  if (!channel) {
    setTimeout(run, 0);
    return;
  }
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
};

function pump(): void {
  const next = soon.shift();
  if (!next) {
    pumping = false;
    askForIdle();
    return;
  }
  // Its drawing happens as this task ends (Preact draws a resolved slice in a microtask).
  next.start();
  nextTask(pump);
}

function toSoon(waiting: Waiting): void {
  soon.push(waiting);
  if (!pumping) {
    pumping = true;
    nextTask(pump);
  }
}

function askForIdle(): void {
  if (idleAsked || later.length === 0) return;
  idleAsked = true;
  const idle = (run: () => void) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 10_000 })
      : setTimeout(run, 500);
  idle(() => {
    idleAsked = false;
    const next = later.shift();
    if (next?.element) observer?.unobserve(next.element);
    if (next) toSoon(next);
  });
}

const nearScreen = (element: Element) => {
  if (element.getClientRects().length === 0) return false; // not drawn (a closed menu)
  const { top, bottom } = element.getBoundingClientRect();
  const screen = window.innerHeight;
  return bottom > -screen && top < 2 * screen;
};

function watch(waiting: Waiting & { element: Element }): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const at = later.findIndex((item) => item.element === entry.target);
        const [waiting] = at >= 0 ? later.splice(at, 1) : [];
        if (waiting) toSoon(waiting);
      }
    },
    { rootMargin: "100% 0px" },
  );
  later.push(waiting);
  observer.observe(waiting.element);
}

/** A slice's turn: settles when the slice named `id` is to be taken over. */
export function hydrationTurn(id: string): Promise<void> {
  return new Promise<void>((start) => {
    const element = document.querySelector(`[${SLICE_ATTRIBUTE}="${CSS.escape(id)}"]`);
    const waiting = { element, start };
    if (!element || nearScreen(element) || typeof IntersectionObserver === "undefined") toSoon(waiting);
    else watch({ ...waiting, element });
    if (!pumping) askForIdle();
  });
}
