// A one-second memory of the pages the server drew, by address: under load a popular page is drawn
// once a second per process instead of once a request, and visitors asking for it at the same moment
// share one drawing. A write shows on the drawn pages within the second.

export interface DrawnPagesOptions {
  ttlMs?: number;
  /** The most addresses kept: query strings make many, so the oldest go first. */
  maxEntries?: number;
}

/**
 * Keeps `draw`'s result for an address; a page that could not be drawn (undefined) is not kept.
 * `drawnAt` hears when the drawing given back was started (earlier in the second when it was kept).
 */
export type DrawnPages<T> = (
  address: string,
  draw: () => Promise<T | undefined>,
  drawnAt?: (at: number) => void,
) => Promise<T | undefined>;

export function drawnPages<T>({ ttlMs = 1000, maxEntries = 100 }: DrawnPagesOptions = {}): DrawnPages<T> {
  const kept = new Map<string, { at: number; page: Promise<T | undefined> }>();
  return (address, draw, drawnAt) => {
    const now = Date.now();
    const hit = kept.get(address);
    if (hit && now - hit.at < ttlMs) {
      drawnAt?.(hit.at);
      return hit.page;
    }
    drawnAt?.(now);
    const entry = { at: now, page: draw() };
    kept.delete(address);
    kept.set(address, entry);
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries) break;
      kept.delete(oldest);
    }
    // The next request tries again rather than share a failure.
    void entry.page.then((page) => {
      if (page === undefined && kept.get(address) === entry) kept.delete(address);
    });
    return entry.page;
  };
}
