// Between the first paint of a page the server drew and the moment the app runs it, the page is
// HTML alone: its links work, but a button would do nothing, a form would be sent to the server as a
// plain form and a choice in a list would go unnoticed. The entry (main.tsx) keeps the reader's last
// such action instead, and the app makes it again as soon as it runs (app/start.tsx), so a tap on a
// slow phone is answered late rather than lost.

interface Kept {
  /** Where the reader acted. */
  target: Element;
  replay: () => void;
}

/** At most one of each kind: the reader's latest intention is the one that counts. */
const kept = new Map<"click" | "submit" | "change", Kept>();
let running = false;

function keep(event: Event): void {
  if (running) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    kept.set("submit", { target, replay: () => target.requestSubmit(submitter ?? undefined) });
  } else if (event.type === "click") {
    const button = target.closest("button");
    // A submit button's click becomes the form's submit, kept above.
    if (!button || button.type === "submit" || button.disabled) return;
    event.preventDefault();
    kept.set("click", { target: button, replay: () => button.click() });
  } else if (event.type === "change" && target instanceof HTMLSelectElement) {
    const replay = () => target.dispatchEvent(new Event("change", { bubbles: true }));
    kept.set("change", { target, replay });
  }
}

/** The entry listens from the start (capture: before anything else sees the event). */
export function keepEarlyActions(): void {
  for (const type of ["click", "submit", "change"]) window.addEventListener(type, keep, { capture: true });
}

/**
 * The app runs the page now: make the kept actions again, in the order a reader makes them, each
 * once `takeOver` has given its target the app's handlers (the part of the page it is in may not
 * have been taken over yet).
 */
export async function replayEarlyActions(takeOver: (target: Element) => Promise<void>): Promise<void> {
  running = true;
  for (const type of ["change", "click", "submit"] as const) {
    const action = kept.get(type);
    kept.delete(type);
    if (!action?.target.isConnected) continue;
    await takeOver(action.target);
    action.replay();
  }
}
