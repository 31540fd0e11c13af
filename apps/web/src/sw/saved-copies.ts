// The saved store of the service worker: the public answers of the opportunities a visitor saved,
// and their images, kept in step with the saved list the page sends (features/opportunities/saved/saved-store.ts),
// so those open with no network. What may be kept is sw-rules.ts's.
import {
  isStorable,
  type OpportunityItem,
  opportunityAnswerPath,
  responseFacts,
  SAVED_CACHE,
  uploadPathsIn,
} from "./sw-rules.ts";

/** Public copies, fetched without credentials, whatever the page's session. */
async function fetchPublic(path: string, isApi: boolean): Promise<Response | undefined> {
  try {
    const response = await fetch(path, {
      credentials: "omit",
      headers: isApi ? { Accept: "application/json" } : {},
    });
    return isStorable(responseFacts(response), { hasAuthorization: false, isApi }) ? response : undefined;
  } catch {
    return undefined;
  }
}

let syncing: Promise<void> = Promise.resolve();

/** Makes the saved store hold exactly the saved opportunities' answers and their images. */
export function keepSaved(items: OpportunityItem[]): Promise<void> {
  // One sync at a time: a quick save-unsave-save must not interleave two.
  syncing = syncing
    .catch(() => undefined)
    .then(async () => {
      const cache = await caches.open(SAVED_CACHE);
      const wanted = new Set<string>();
      for (const item of items) {
        const path = opportunityAnswerPath(item.kind, item.id);
        wanted.add(path);
        let answer = await cache.match(path, { ignoreVary: true });
        if (!answer) {
          const fresh = await fetchPublic(path, true);
          if (!fresh) continue;
          await cache.put(path, fresh.clone());
          answer = fresh;
        }
        const body: unknown = await answer.json().catch(() => undefined);
        for (const upload of uploadPathsIn(body)) {
          wanted.add(upload);
          if (await cache.match(upload)) continue;
          const image = await fetchPublic(upload, false);
          if (image) await cache.put(upload, image);
        }
      }
      for (const key of await cache.keys()) {
        if (!wanted.has(new URL(key.url).pathname)) await cache.delete(key);
      }
    });
  return syncing.catch(() => undefined);
}
