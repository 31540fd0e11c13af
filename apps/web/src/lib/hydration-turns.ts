// When each slice of a page the server drew is taken over (components/hydration-slice.tsx): the
// slices near the screen first, one per task, in the order the page draws them; the rest when they
// come near the screen (one screen ahead of the reader) or when the browser has nothing else to do,
// one per idle moment. A phone thus spends its first seconds on what the reader sees, and answers a
// tap between any two slices. Until its turn a slice is the server's HTML: its links work, and a tap,
// a key or a focus inside it takes it over at once, before the event reaches its target, so no
// button press is lost.

import { afterNextPaint } from "./after-next-paint.ts";
import { inNextTask } from "./next-task.ts";

/** The attribute naming a slice's element, on the server's HTML and the app's alike. */
export const SLICE_ATTRIBUTE = "data-slice";

interface Waiting {
  element: Element | null;
  start: () => void;
}

/** The events a reader's action starts with: the slice they land in is taken over first. */
const ACTION_EVENTS = ["pointerdown", "click", "keydown", "focusin", "input", "change", "submit"] as const;

const soon: Waiting[] = [];
const later: Waiting[] = [];
/** Where the reader acted, and how, while the slices around it are being taken over. */
let urgent: Node | null = null;
let urgentEvent: Event | undefined;
let listening = false;
let pumping = false;
let idleAsked = false;
let observer: IntersectionObserver | undefined;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** Whether the reader changed a field from what the server's HTML says it holds. */
function changedByReader(field: Field): boolean {
  if (isBox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Starts a slice's turn, keeping what the reader already typed or chose in it before the app took
 * it over. Taking a field over sets it to what the app holds (a text area its value, a form library
 * its defaults), and an app that holds a field's value itself has not seen the reader's. So each
 * field the reader had changed gets their value back once the slice is drawn, told to the app as
 * their own input: before `event` reaches its target when the reader's action started the turn
 * (their tap on "Send" then sends what they typed), else a task later. A field the reader uses
 * meanwhile is theirs already.
 */
function startKeepingFields(waiting: Waiting, event?: Event): void {
  const element = waiting.element;
  // A field inside a slice of its own is that slice's to keep, on its own turn.
  const fields = [...(element?.querySelectorAll<Field>("input, textarea, select") ?? [])]
    .filter((field) => field.closest(`[${SLICE_ATTRIBUTE}]`) === element && changedByReader(field))
    .map((field) => ({ field, value: field.value, checked: isBox(field) && field.checked }));
  waiting.start();
  if (!element || fields.length === 0) return;
  const used = new Set<EventTarget>();
  const onUse = (use: Event) => {
    if (use.target) used.add(use.target);
  };
  element.addEventListener("input", onUse, true);
  element.addEventListener("change", onUse, true);
  const tell = () => {
    element.removeEventListener("input", onUse, true);
    element.removeEventListener("change", onUse, true);
    for (const { field, value, checked } of fields) {
      if (used.has(field)) continue;
      const box = isBox(field);
      if (box) field.checked = checked;
      else field.value = value;
      field.dispatchEvent(
        new Event(box || field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
      );
    }
  };
  // The slice is drawn in the microtasks after this listener: by the time the event reaches the
  // slice's element, its fields have their handlers.
  if (event && event.type !== "input" && event.type !== "change") {
    element.addEventListener(event.type, tell, { capture: true, once: true });
  } else setTimeout(tell, 0);
}

function pump(): void {
  const next = soon.shift();
  if (!next) {
    pumping = false;
    askForIdle();
    return;
  }
  // Its drawing happens as this task ends (Preact draws a resolved slice in a microtask).
  startKeepingFields(next);
  inNextTask(pump);
}

function toSoon(waiting: Waiting): void {
  soon.push(waiting);
  if (!pumping) {
    pumping = true;
    inNextTask(pump);
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

const remove = (queue: Waiting[], waiting: Waiting) => {
  const at = queue.indexOf(waiting);
  if (at >= 0) queue.splice(at, 1);
};

/**
 * The reader acted inside slices not yet taken over: take them over now. The event goes on once
 * this listener returns, after the microtasks in which Preact draws a started slice (and the slices
 * inside it that hold the target, which start at once too), so the target has its handlers by then.
 */
function onAction(event: Event): void {
  if (event.target instanceof Node) startAround(event.target, event);
}

/** Starts the slices holding `target` now; the slices inside them that hold it start as they appear. */
function startAround(target: Node, event?: Event): void {
  const waiting = [...soon, ...later].find((item) => item.element?.contains(target));
  if (!waiting) return;
  remove(soon, waiting);
  remove(later, waiting);
  if (waiting.element) observer?.unobserve(waiting.element);
  urgent = target;
  urgentEvent = event;
  setTimeout(() => {
    urgent = null;
    urgentEvent = undefined;
  }, 0);
  startKeepingFields(waiting, event);
}

/**
 * Takes over the parts of the page that hold `target` and settles once they are drawn and their
 * effects have run (Preact runs them after the next frame): for an event the app makes itself, as
 * no microtask runs between the handlers of such an event.
 */
export function takeOverAround(target: Node): Promise<void> {
  startAround(target);
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}

function listenForActions(): void {
  if (listening) return;
  listening = true;
  for (const type of ACTION_EVENTS) window.addEventListener(type, onAction, { capture: true });
}

/** A slice's turn: settles when the slice named `id` is to be taken over. */
export function hydrationTurn(id: string): Promise<void> {
  listenForActions();
  return new Promise<void>((start) => {
    const element = document.querySelector(`[${SLICE_ATTRIBUTE}="${CSS.escape(id)}"]`);
    const waiting = { element, start };
    if (urgent && element?.contains(urgent)) startKeepingFields(waiting, urgentEvent);
    else if (!element || nearScreen(element) || typeof IntersectionObserver === "undefined") toSoon(waiting);
    else watch({ ...waiting, element });
    if (!pumping) askForIdle();
  });
}
