// The site's service worker, built to /sw.js by vite-plugin-pwa (injectManifest: Workbox fills in
// self.__WB_MANIFEST, the precache list vite.config.ts and scripts/precache-list.ts make). Workbox
// does the plumbing (precache, routing, strategies, expiration); sw-rules.ts decides what is kept
// and answered. A release installs its precache (the page shell and the public site's code) beside
// the previous one, takes over at once (pages always come from the network first, so nobody stays
// on old HTML), and keeps the previous release's files one release longer for tabs still running it.
import { SHELL_REQUEST_HEADER } from "@btw/contracts";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { PrecacheController, type PrecacheEntry } from "workbox-precaching";
import { Route, Router } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from "workbox-strategies";
import { keepSaved } from "./saved-copies.ts";
import {
  ASSET_CACHE,
  ASSET_CACHE_LIMIT,
  cachesToDelete,
  isStorable,
  mayKeepBuiltFile,
  OFFLINE_ANSWER_MESSAGE,
  type RouteKind,
  releaseOf,
  responseFacts,
  routeOf,
  SAVED_CACHE,
  SHELL_URLS,
  savedItemsOfMessage,
  shellCacheName,
  shellUrlOf,
} from "./sw-rules.ts";

// The worker's own globals, typed here: the app's TypeScript program uses the DOM library, which
// cannot be combined with the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;
// Written as `self.__WB_MANIFEST`: the build replaces that expression with the precache list.
const PRECACHE = (self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST;
const SHELL_CACHE = shellCacheName(releaseOf(PRECACHE));

const precache = new PrecacheController({
  cacheName: SHELL_CACHE,
  plugins: [
    {
      // The bare shells, not the pages the server draws for their addresses.
      requestWillFetch: async ({ request }) =>
        SHELL_URLS.includes(new URL(request.url).pathname)
          ? new Request(request, { headers: { [SHELL_REQUEST_HEADER]: "1" } })
          : request,
    },
  ],
});
precache.addToCacheList(PRECACHE);

async function tellOffline(event: unknown): Promise<void> {
  const { clientId, resultingClientId } = (event ?? {}) as { clientId?: string; resultingClientId?: string };
  const id = clientId || resultingClientId;
  const client = id ? await worker.clients.get(id) : undefined;
  client?.postMessage({ type: OFFLINE_ANSWER_MESSAGE });
}

/** Strategies read storage only when the network failed: the page is told it shows a stored copy. */
const offlineNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) void tellOffline(event);
    return cachedResponse ?? null;
  },
};

/** The shell in the language of the page asked for. */
async function storedShell(url: string): Promise<Response | undefined> {
  const key = precache.getCacheKeyForURL(shellUrlOf(new URL(url).pathname));
  // The shell was asked for with SHELL_REQUEST_HEADER, and its answer varies on it.
  return key ? (await caches.open(SHELL_CACHE)).match(key, { ignoreVary: true }) : undefined;
}

const strategies: Record<Exclude<RouteKind, "pass">, Strategy> = {
  // Pages come from the network (with navigation preload); with none, the shell the app draws into.
  page: new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ event, request }) => {
          const shell = await storedShell(request.url);
          if (shell) void tellOffline(event);
          return shell;
        },
      },
    ],
  }),
  // Built files never change under one name: storage first (this release's or the previous one's).
  asset: new CacheFirst({
    cacheName: ASSET_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({ maxEntries: ASSET_CACHE_LIMIT }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
          cachedResponse ?? (await caches.match(request, { ignoreVary: true })) ?? null,
        cacheWillUpdate: async ({ request, response }) =>
          mayKeepBuiltFile(new URL(request.url).pathname) &&
          isStorable(responseFacts(response), { hasAuthorization: false, isApi: false })
            ? response
            : null,
      },
    ],
  }),
  // One opportunity's answer: the network, refreshing the saved copy when the opportunity is saved
  // and the answer public; the saved copy when the network fails. Copies are kept per address (plain,
  // and in each language a page asked for); offline, any copy of the opportunity beats none.
  opportunity: new NetworkFirst({
    cacheName: SAVED_CACHE,
    matchOptions: { ignoreVary: true, ignoreSearch: true },
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) => {
          const hasAuthorization = request.headers.has("Authorization");
          if (!isStorable(responseFacts(response), { hasAuthorization, isApi: true })) return null;
          const saved = await (await caches.open(SAVED_CACHE)).match(request, {
            ignoreVary: true,
            ignoreSearch: true,
          });
          return saved ? response : null;
        },
      },
      offlineNotice,
    ],
  }),
  // Uploaded images: the network; a saved opportunity's copy when it fails (saved-copies.ts keeps them).
  upload: new NetworkFirst({
    cacheName: SAVED_CACHE,
    plugins: [{ cacheWillUpdate: async () => null }, offlineNotice],
  }),
};

const routeKindOf = (request: Request): RouteKind =>
  routeOf(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      hasAuthorization: request.headers.has("Authorization"),
      destination: request.destination,
    },
    worker.location.origin,
  );

// Requests of kind "pass" match no route: the browser goes to the network as if there were no worker.
const router = new Router();
for (const [kind, strategy] of Object.entries(strategies)) {
  router.registerRoute(new Route(({ request }) => routeKindOf(request) === kind, strategy));
}
router.addFetchListener();

worker.addEventListener("install", (event) => {
  event.waitUntil(precache.install(event).then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = cachesToDelete(await caches.keys(), SHELL_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

// Pages are asked for while the worker starts, so a slow phone never waits for both in turn.
enableNavigationPreload();

worker.addEventListener("message", (event) => {
  const items = savedItemsOfMessage(event.data);
  if (items) event.waitUntil(keepSaved(items));
});
