// Opportunities a visitor saved, kept in the browser so saving needs no account. The list lives in
// localStorage under SAVED_STORAGE_KEY (its shape is shared with the service worker, which keeps
// saved pages for offline reading and is told of every change by message: it cannot read storage).
// Signed-in members also keep the list in their account; account-sync.ts merges the two.
import { OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";

export const SAVED_STORAGE_KEY = "btw:saved-opportunities";
export const SAVED_CHANGE_EVENT = "btw:saved-change";
export const SAVED_WORKER_MESSAGE = "btw:saved-opportunities";
/** A browser keeps at most this many; the oldest go first. */
export const SAVED_LIMIT = 200;

export interface SavedItem {
  kind: OpportunityKind;
  id: number;
  /** What the saved list shows without asking the API (and offline). */
  title: string;
  deadline: string | null;
  savedAt: string;
}

interface StoredList {
  version: 1;
  items: SavedItem[];
}

const MAX_TITLE = 300;

function isSavedItem(value: unknown): value is SavedItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.kind === "string" &&
    (OPPORTUNITY_KINDS as readonly string[]).includes(item.kind) &&
    typeof item.id === "number" &&
    Number.isInteger(item.id) &&
    item.id > 0 &&
    typeof item.title === "string" &&
    (item.deadline === null || typeof item.deadline === "string") &&
    typeof item.savedAt === "string"
  );
}

/** Same opportunity: same kind and id. */
const sameItem = (a: Pick<SavedItem, "kind" | "id">, b: Pick<SavedItem, "kind" | "id">) =>
  a.kind === b.kind && a.id === b.id;

/** Reads a stored value; anything unreadable (old version, garbage, hand edits) counts as empty. */
export function parseSaved(raw: string | null): SavedItem[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<StoredList> | null;
    if (parsed?.version !== 1 || !Array.isArray(parsed.items)) return [];
    const items: SavedItem[] = [];
    for (const item of parsed.items) {
      if (isSavedItem(item) && !items.some((other) => sameItem(other, item))) {
        items.push({ ...item, title: item.title.slice(0, MAX_TITLE) });
      }
    }
    return items.slice(0, SAVED_LIMIT);
  } catch {
    return [];
  }
}

let cache: { raw: string | null; items: SavedItem[] } | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage disabled (some private modes): saving then lasts the visit only
  }
}

let memoryOnly: string | null = null;

function readRaw(): string | null {
  const store = storage();
  if (!store) return memoryOnly;
  try {
    return store.getItem(SAVED_STORAGE_KEY);
  } catch {
    return memoryOnly;
  }
}

/** The saved list, newest first. The same array is answered until the list changes. */
export function readSaved(): SavedItem[] {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, items: parseSaved(raw) };
  return cache.items;
}

/** Tells the page (listeners, other scripts) and the service worker what the list now holds. */
export function announceSaved(items: SavedItem[] = readSaved()): void {
  for (const listener of listeners) listener();
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(SAVED_CHANGE_EVENT, { detail: { items } }));
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: SAVED_WORKER_MESSAGE, items });
  } catch {
    // no worker (or it went away): nothing to tell
  }
}

export function writeSaved(items: SavedItem[]): void {
  const kept = items.slice(0, SAVED_LIMIT);
  const raw = JSON.stringify({ version: 1, items: kept } satisfies StoredList);
  const store = storage();
  memoryOnly = raw;
  try {
    if (store) store.setItem(SAVED_STORAGE_KEY, raw);
  } catch {
    // full or refused: the list still lasts this visit
  }
  cache = { raw, items: kept };
  announceSaved(kept);
}

export function isSaved(kind: OpportunityKind, id: number): boolean {
  return readSaved().some((item) => item.kind === kind && item.id === id);
}

type SaveInput = Omit<SavedItem, "savedAt"> & { savedAt?: string };

export function addSaved(input: SaveInput): void {
  const rest = readSaved().filter((item) => !sameItem(item, input));
  const item: SavedItem = {
    kind: input.kind,
    id: input.id,
    title: input.title.slice(0, MAX_TITLE),
    deadline: input.deadline,
    savedAt: input.savedAt ?? new Date().toISOString(),
  };
  writeSaved([item, ...rest]);
}

export function removeSaved(kind: OpportunityKind, id: number): void {
  const items = readSaved();
  const rest = items.filter((item) => !(item.kind === kind && item.id === id));
  if (rest.length !== items.length) writeSaved(rest);
}

/** Saves or unsaves; answers whether the item is saved afterwards. */
export function toggleSaved(input: SaveInput): boolean {
  if (isSaved(input.kind, input.id)) {
    removeSaved(input.kind, input.id);
    return false;
  }
  addSaved(input);
  return true;
}

/** For useSyncExternalStore: called on every change, here or in another tab. */
export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}
