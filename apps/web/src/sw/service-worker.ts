// The site's service worker (built to /sw.js by scripts/service-worker-plugin.ts). It keeps the app
// shell (the page HTML every public page starts from, and the code of the home, list, detail and
// saved pages) and the public answers of the opportunities a visitor saved, so those open with no
// network; sw-rules.ts decides what is kept. A new version installs beside the old one, takes over
// at once (pages are always fetched from the network first, so nobody stays on old HTML), and
// keeps the previous version's files one release longer for tabs still running it.
import { SHELL_REQUEST_HEADER } from "@btw/contracts";
import {
  ASSET_CACHE,
  ASSET_CACHE_LIMIT,
  isStorable,
  mayKeepAsset,
  OFFLINE_ANSWER_MESSAGE,
  opportunityAnswerPath,
  routeOf,
  SAVED_CACHE,
  SHELL_URL,
  savedItemsOfMessage,
  shellCacheName,
  shellCachesToDelete,
  uploadPathsIn,
} from "./sw-rules.ts";

/** Filled in by the build: this release's id and the files of its offline kit. */
declare const __BTW_SW_BUILD__: { version: string; offlineKit: string[]; publicAssets: string[] };

// The worker's own globals, typed here: the app's TypeScript program uses the DOM library, which
// cannot be combined with the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
  /** The page's own request, started while the worker booted (navigation preload). */
  preloadResponse?: Promise<Response | undefined>;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  registration?: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; get(id: string): Promise<WorkerClient | undefined> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const BUILD = __BTW_SW_BUILD__;
const SHELL_CACHE = shellCacheName(BUILD.version);
const PUBLIC_ASSETS: ReadonlySet<string> = new Set(BUILD.publicAssets);
const origin = worker.location.origin;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // The shell is revalidated (the server marks HTML no-cache), so it names this release's files;
      // built files the page already fetched come from the HTTP cache instead of the network again.
      // The bare shell, not the page the server draws for its address.
      const shell = new Request(new URL(SHELL_URL, origin), { headers: { [SHELL_REQUEST_HEADER]: "1" } });
      await cache.addAll([shell, ...BUILD.offlineKit]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = shellCachesToDelete(await caches.keys(), SHELL_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // Pages are asked for while the worker starts, so a slow phone never waits for both in turn.
      await worker.registration?.navigationPreload?.enable().catch(() => undefined);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const hasAuthorization = request.headers.has("Authorization");
  const route = routeOf(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      hasAuthorization,
      destination: request.destination,
    },
    origin,
  );
  if (route === "pass") return;
  const clientId = event.clientId || event.resultingClientId;
  if (route === "asset") event.respondWith(builtFile(request));
  else if (route === "page") event.respondWith(page(request, clientId, event.preloadResponse));
  else if (route === "opportunity") event.respondWith(opportunityAnswer(request, hasAuthorization, clientId));
  else event.respondWith(savedUpload(request, clientId));
});

worker.addEventListener("message", (event) => {
  const items = savedItemsOfMessage(event.data);
  if (items) event.waitUntil(keepSaved(items));
});

async function tellOffline(clientId: string): Promise<void> {
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage({ type: OFFLINE_ANSWER_MESSAGE });
}

/** Built files never change under one name: storage first (any release's), then the network. */
async function builtFile(request: Request): Promise<Response> {
  const stored = await caches.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  const headers = {
    status: response.status,
    type: response.type,
    cacheControl: response.headers.get("Cache-Control"),
  };
  if (
    mayKeepAsset(new URL(request.url).pathname, PUBLIC_ASSETS) &&
    isStorable(headers, { hasAuthorization: false, isApi: false })
  ) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then(async (cache) => {
      await cache.put(request, copy);
      await trim(cache, ASSET_CACHE_LIMIT);
    });
  }
  return response;
}

async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** Pages come from the network; with none, the stored shell, which the app draws the page into. */
async function page(
  request: Request,
  clientId: string,
  preloaded: Promise<Response | undefined> = Promise.resolve(undefined),
): Promise<Response> {
  try {
    return (await preloaded) ?? (await fetch(request));
  } catch (error) {
    // The shell was asked for with SHELL_REQUEST_HEADER, and its answer varies on it.
    const shell =
      (await caches.open(SHELL_CACHE).then((cache) => cache.match(SHELL_URL, { ignoreVary: true }))) ??
      (await caches.match(SHELL_URL, { ignoreVary: true }));
    if (!shell) throw error;
    void tellOffline(clientId);
    return shell;
  }
}

/**
 * One opportunity's answer: from the network, refreshing the saved copy when the opportunity is
 * saved and the answer is public; a saved copy only when the network fails.
 */
async function opportunityAnswer(
  request: Request,
  hasAuthorization: boolean,
  clientId: string,
): Promise<Response> {
  const saved = await caches.open(SAVED_CACHE);
  const key = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    const facts = {
      status: response.status,
      type: response.type,
      cacheControl: response.headers.get("Cache-Control"),
    };
    if (
      isStorable(facts, { hasAuthorization, isApi: true }) &&
      (await saved.match(key, { ignoreVary: true }))
    ) {
      await saved.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const copy = await saved.match(key, { ignoreVary: true });
    if (!copy) throw error;
    void tellOffline(clientId);
    return copy;
  }
}

/** Uploaded images: the network; a saved opportunity's copy when it fails. */
async function savedUpload(request: Request, clientId: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await caches.open(SAVED_CACHE).then((cache) => cache.match(new URL(request.url).pathname));
    if (!copy) throw error;
    void tellOffline(clientId);
    return copy;
  }
}

/** Public copies, fetched without credentials, whatever the page's session. */
async function fetchPublic(path: string, isApi: boolean): Promise<Response | undefined> {
  try {
    const response = await fetch(path, {
      credentials: "omit",
      headers: isApi ? { Accept: "application/json" } : {},
    });
    const facts = {
      status: response.status,
      type: response.type,
      cacheControl: response.headers.get("Cache-Control"),
    };
    return isStorable(facts, { hasAuthorization: false, isApi }) ? response : undefined;
  } catch {
    return undefined;
  }
}

let syncing: Promise<void> = Promise.resolve();

/** Makes the saved store hold exactly the saved opportunities' answers and their images. */
function keepSaved(
  items: Array<{ kind: Parameters<typeof opportunityAnswerPath>[0]; id: number }>,
): Promise<void> {
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
