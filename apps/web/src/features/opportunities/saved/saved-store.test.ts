import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addSaved,
  isSaved,
  parseSaved,
  readSaved,
  removeSaved,
  SAVED_CHANGE_EVENT,
  SAVED_LIMIT,
  SAVED_STORAGE_KEY,
  SAVED_WORKER_MESSAGE,
  type SavedItem,
  subscribeSaved,
  toggleSaved,
  writeSaved,
} from "./saved-store.ts";

const item = (id: number, savedAt = `2026-11-${String(10 + (id % 10)).padStart(2, "0")}T00:00:00.000Z`) =>
  ({
    kind: "scholarships",
    id,
    title: `Scholarship ${id}`,
    deadline: "2026-12-01T00:00:00.000Z",
    savedAt,
  }) satisfies SavedItem;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("saved opportunities in the browser", () => {
  it("starts empty and keeps a saved item under the shared key, newest first", () => {
    expect(readSaved()).toEqual([]);
    addSaved({ kind: "jobs", id: 4, title: "Accountant", deadline: null });
    addSaved({ kind: "scholarships", id: 4, title: "DAAD", deadline: "2026-12-01T00:00:00.000Z" });
    const stored = JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? "null");
    expect(stored.version).toBe(1);
    expect(stored.items.map((saved: SavedItem) => `${saved.kind}/${saved.id}`)).toEqual([
      "scholarships/4",
      "jobs/4",
    ]);
    expect(isSaved("jobs", 4)).toBe(true);
    expect(isSaved("training", 4)).toBe(false);
  });

  it("saves an item once: saving again moves it to the top without a duplicate", () => {
    addSaved({ ...item(1) });
    addSaved({ ...item(2) });
    addSaved({ ...item(1), title: "Renamed" });
    expect(readSaved().map((saved) => saved.id)).toEqual([1, 2]);
    expect(readSaved()[0]?.title).toBe("Renamed");
  });

  it("toggles and removes", () => {
    expect(toggleSaved(item(7))).toBe(true);
    expect(isSaved("scholarships", 7)).toBe(true);
    expect(toggleSaved(item(7))).toBe(false);
    expect(readSaved()).toEqual([]);
    addSaved(item(8));
    removeSaved("scholarships", 8);
    removeSaved("scholarships", 999); // not saved: nothing happens
    expect(readSaved()).toEqual([]);
  });

  it("ignores garbage, other versions and malformed items instead of failing", () => {
    expect(parseSaved("{not json")).toEqual([]);
    expect(parseSaved(JSON.stringify({ version: 2, items: [item(1)] }))).toEqual([]);
    expect(parseSaved(JSON.stringify([item(1)]))).toEqual([]);
    const mixed = parseSaved(
      JSON.stringify({
        version: 1,
        items: [
          item(1),
          { ...item(2), kind: "blogs" },
          { ...item(3), id: -3 },
          { ...item(4), id: "4" },
          { ...item(5), title: 5 },
          null,
          item(1),
        ],
      }),
    );
    expect(mixed.map((saved) => saved.id)).toEqual([1]);
    localStorage.setItem(SAVED_STORAGE_KEY, "<script>");
    expect(readSaved()).toEqual([]);
  });

  it("keeps at most SAVED_LIMIT items, dropping the oldest", () => {
    writeSaved(Array.from({ length: SAVED_LIMIT }, (_, index) => item(index + 1)));
    addSaved({ kind: "jobs", id: 1, title: "Newest", deadline: null });
    const saved = readSaved();
    expect(saved).toHaveLength(SAVED_LIMIT);
    expect(saved[0]).toMatchObject({ kind: "jobs", id: 1 });
    expect(saved.some((entry) => entry.kind === "scholarships" && entry.id === SAVED_LIMIT)).toBe(false);
  });

  it("announces every change to the page and to the service worker", () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller: { postMessage } },
    });
    const seen: unknown[] = [];
    const onChange = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(SAVED_CHANGE_EVENT, onChange);
    const listener = vi.fn();
    const unsubscribe = subscribeSaved(listener);
    try {
      addSaved(item(3));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(seen).toEqual([{ items: [expect.objectContaining({ id: 3 })] }]);
      expect(postMessage).toHaveBeenCalledWith({
        type: SAVED_WORKER_MESSAGE,
        items: [expect.objectContaining({ kind: "scholarships", id: 3 })],
      });
    } finally {
      unsubscribe();
      window.removeEventListener(SAVED_CHANGE_EVENT, onChange);
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("hears changes made in another tab (storage event)", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSaved(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(listener).not.toHaveBeenCalled();
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify({ version: 1, items: [item(9)] }));
    window.dispatchEvent(new StorageEvent("storage", { key: SAVED_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readSaved().map((saved) => saved.id)).toEqual([9]);
    unsubscribe();
  });
});
