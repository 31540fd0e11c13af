// @vitest-environment node
// The service worker itself, run against an in-memory Cache Storage and a fake server: what it
// installs and stores, what it answers with no network, and what it never keeps (sw-rules.test.ts
// covers the rules). Workbox runs as in the build; IndexedDB (its expiration records) is in memory.
import "fake-indexeddb/auto";
import { SHELL_REQUEST_HEADER } from "@btw/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASSET_CACHE,
  OFFLINE_ANSWER_MESSAGE,
  releaseOf,
  SAVED_CACHE,
  SAVED_LIST_MESSAGE,
  shellCacheName,
} from "./sw-rules.ts";

const ORIGIN = "https://borntowin.example";
const key = (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** A cache as the browser's: a stored answer matches only requests alike in the headers it varies on. */
class MemoryCache {
  readonly entries = new Map<string, { headers: Headers; response: Response }>();
  async match(input: RequestInfo | URL, options: CacheQueryOptions = {}) {
    const entry = this.entries.get(key(input));
    if (!entry) return undefined;
    const asked = input instanceof Request ? input.headers : new Headers();
    const varies = (entry.response.headers.get("Vary") ?? "").split(",").map((name) => name.trim());
    const alike = varies.every((name) => !name || asked.get(name) === entry.headers.get(name));
    return options.ignoreVary || alike ? entry.response.clone() : undefined;
  }
  async put(input: RequestInfo | URL, response: Response) {
    const headers = input instanceof Request ? new Headers(input.headers) : new Headers();
    this.entries.set(key(input), { headers, response });
  }
  async delete(input: RequestInfo | URL) {
    return this.entries.delete(key(input));
  }
  async keys() {
    return [...this.entries.keys()].map((path) => new Request(`${ORIGIN}${path}`));
  }
}

class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name) as MemoryCache;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(input: RequestInfo | URL, options: MultiCacheQueryOptions = {}) {
    for (const [name, cache] of this.stores) {
      if (options.cacheName && name !== options.cacheName) continue;
      const found = await cache.match(input, options);
      if (found) return found;
    }
    return undefined;
  }
}

/** A same-origin answer as a browser sees it (type "basic"), copies included. */
class SameOriginResponse extends Response {
  override get type(): ResponseType {
    return "basic";
  }
  override clone(): Response {
    return Object.setPrototypeOf(super.clone(), SameOriginResponse.prototype);
  }
}

function answer(body: string, init: ResponseInit & { cacheControl?: string } = {}): Response {
  const headers = new Headers(init.headers);
  if (init.cacheControl) headers.set("Cache-Control", init.cacheControl);
  return new SameOriginResponse(body, { status: init.status ?? 200, headers });
}

const PUBLIC = "public, max-age=30, s-maxage=120";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SCHOLARSHIP = { scholarships: { id: 12, title: "DAAD", photo1: "/uploads/daad-1200.webp" } };

/** The fake server: what each path answers, and whether the network is up. */
function fakeServer() {
  const state = {
    online: true,
    requests: [] as Array<{ path: string; authorization: string | null; shell: string | null }>,
  };
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const path = key(request.url);
    const shell = request.headers.get(SHELL_REQUEST_HEADER);
    state.requests.push({ path, authorization: request.headers.get("Authorization"), shell });
    if (!state.online) throw new TypeError("Failed to fetch");
    // The server draws the home page for a visit, and the bare shell for the worker, each in its language.
    if (path === "/" || path === "/am" || path === "/om")
      return answer(`<html>${shell ? "shell" : "home"}${path.slice(1)}</html>`, {
        cacheControl: "no-cache",
        headers: { Vary: SHELL_REQUEST_HEADER },
      });
    if (path.startsWith("/assets/")) return answer(`/* ${path} */`, { cacheControl: IMMUTABLE });
    if (path === "/site.webmanifest") return answer("{}");
    if (path === "/born-to-win-api/scholarships/12") {
      return request.headers.has("Authorization")
        ? answer(JSON.stringify(SCHOLARSHIP), { cacheControl: "private, no-store" })
        : answer(JSON.stringify(SCHOLARSHIP), { cacheControl: PUBLIC });
    }
    if (path === "/born-to-win-api/jobs/7")
      return answer(JSON.stringify({ jobs: { id: 7 } }), { cacheControl: PUBLIC });
    if (path === "/born-to-win-api/jobs/8") return answer("{}", { cacheControl: "private, no-store" });
    if (path.startsWith("/uploads/daad-")) return answer("image", { cacheControl: IMMUTABLE });
    if (path.startsWith("/resource/")) return answer("<html>page</html>", { cacheControl: "no-cache" });
    if (path.startsWith("/admin")) return answer("<html>admin</html>", { cacheControl: "no-cache" });
    return answer("not found", { status: 404 });
  });
  return { state, fetchImpl };
}

// The worker's events, as the browser makes them (Workbox checks their classes).
class ExtendableEvent extends Event {
  readonly waits: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>) {
    this.waits.push(promise);
  }
}
class FetchEvent extends ExtendableEvent {
  responded?: Promise<Response>;
  constructor(
    readonly request: Request,
    readonly clientId = "tab-1",
    readonly resultingClientId = "",
    readonly preloadResponse?: Promise<Response | undefined>,
  ) {
    super("fetch");
  }
  respondWith(response: Promise<Response>) {
    this.responded = response;
  }
}

/** This release's precache list, as the build injects it. */
const PRECACHE = [
  { url: "/", revision: "html-1" },
  { url: "/am", revision: "html-1" },
  { url: "/om", revision: "html-1" },
  { url: "assets/start-a.js", revision: null },
  { url: "site.webmanifest", revision: "m-1" },
];

async function startWorker(precache = PRECACHE) {
  const listeners = new Map<string, Array<(event: Event) => void>>();
  const posted: unknown[] = [];
  const scope = {
    __WB_MANIFEST: precache,
    __WB_DISABLE_DEV_LOGS: true,
    location: new URL(`${ORIGIN}/sw.js`),
    caches: storage,
    skipWaiting: vi.fn(async () => {}),
    clients: {
      claim: vi.fn(async () => {}),
      get: vi.fn(async () => ({ postMessage: (m: unknown) => posted.push(m) })),
    },
    addEventListener: (type: string, listener: (event: Event) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  vi.stubGlobal("self", scope);
  vi.resetModules();
  await import("./sw.ts");

  /** Runs an event's listeners and waits for what they asked the browser to wait for. */
  const dispatch = async <E extends ExtendableEvent>(event: E) => {
    for (const listener of listeners.get(event.type) ?? []) listener(event);
    await Promise.all(event.waits);
    return event;
  };
  const lifecycle = (type: "install" | "activate") => dispatch(new ExtendableEvent(type));
  const message = (data: unknown) => dispatch(Object.assign(new ExtendableEvent("message"), { data }));
  const request = async (
    path: string,
    init: { mode?: RequestMode; headers?: HeadersInit; destination?: string } = {},
  ) => {
    const req = new Request(`${ORIGIN}${path}`, { headers: init.headers });
    // Node's Request cannot be made with mode "navigate" or a destination: give them as a browser would.
    Object.defineProperty(req, "mode", { value: init.mode ?? "cors" });
    Object.defineProperty(req, "destination", { value: init.destination ?? "" });
    const event = new FetchEvent(req);
    for (const listener of listeners.get("fetch") ?? []) listener(event);
    const response = await event.responded;
    await Promise.allSettled(event.waits);
    return response;
  };
  return { lifecycle, message, request, dispatch, posted, scope };
}

const currentCache = () => shellCacheName(releaseOf(PRECACHE));
let storage: MemoryCacheStorage;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  storage = new MemoryCacheStorage();
  server = fakeServer();
  vi.stubEnv("NODE_ENV", "production");
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("fetch", server.fetchImpl);
  vi.stubGlobal("location", new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal("ExtendableEvent", ExtendableEvent);
  vi.stubGlobal("FetchEvent", FetchEvent);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("the service worker", () => {
  it("installs the page shell (the bare one, not the home page) and the release's code, then takes over at once", async () => {
    const worker = await startWorker();
    await worker.lifecycle("install");
    for (const shell of ["/", "/am", "/om"]) {
      expect(server.state.requests.find((request) => request.path === shell)?.shell).toBe("1");
    }
    const installed = [...(storage.stores.get(currentCache())?.entries.keys() ?? [])];
    expect(installed.map((path) => path.split("?")[0]).sort()).toEqual([
      "/",
      "/am",
      "/assets/start-a.js",
      "/om",
      "/site.webmanifest",
    ]);
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle("activate");
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it("keeps the previous release's files for open tabs and deletes older ones", async () => {
    for (const name of [
      shellCacheName("v0"),
      "btw-assets-v1",
      shellCacheName("v1"),
      SAVED_CACHE,
      ASSET_CACHE,
    ])
      await storage.open(name);
    await (await storage.open(shellCacheName("v1"))).put("/assets/start-old.js", answer("/* old */"));
    const worker = await startWorker();
    await worker.lifecycle("install");
    await worker.lifecycle("activate");
    expect((await storage.keys()).sort()).toEqual(
      [ASSET_CACHE, SAVED_CACHE, shellCacheName("v1"), currentCache()].sort(),
    );
    server.state.online = false;
    expect(await (await worker.request("/assets/start-old.js"))?.text()).toBe("/* old */");
    expect(await (await worker.request("/assets/start-a.js"))?.text()).toBe("/* /assets/start-a.js */");
  });

  it("names each release's storage by its files, so a new build installs beside the old one", () => {
    const next = PRECACHE.map((entry) => (entry.url === "/" ? { ...entry, revision: "html-2" } : entry));
    expect(releaseOf(next)).not.toBe(releaseOf(PRECACHE));
    expect(releaseOf([...PRECACHE])).toBe(releaseOf(PRECACHE));
  });

  it("opens public pages from the network, and the stored shell with no network, saying so", async () => {
    const worker = await startWorker();
    await worker.lifecycle("install");
    expect(await (await worker.request("/resource/scholarships/12", { mode: "navigate" }))?.text()).toBe(
      "<html>page</html>",
    );
    server.state.online = false;
    const offline = await worker.request("/am/resource/scholarships/12", { mode: "navigate" });
    // The shell of the page's language: its band and <html lang> read in Amharic until the app draws.
    expect(await offline?.text()).toBe("<html>shellam</html>");
    expect(await (await worker.request("/about", { mode: "navigate" }))?.text()).toBe("<html>shell</html>");
    await vi.waitFor(() => expect(worker.posted).toContainEqual({ type: OFFLINE_ANSWER_MESSAGE }));
  });

  it("answers a page with the request the browser started while the worker booted", async () => {
    const worker = await startWorker();
    const req = new Request(`${ORIGIN}/about`);
    Object.defineProperty(req, "mode", { value: "navigate" });
    const event = new FetchEvent(req, "", "tab-2", Promise.resolve(answer("<html>preloaded</html>")));
    await worker.dispatch(event);
    expect(await (await event.responded)?.text()).toBe("<html>preloaded</html>");
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it("never answers or stores admin and account screens", async () => {
    const worker = await startWorker();
    await worker.lifecycle("install");
    expect(await worker.request("/admin/donations", { mode: "navigate" })).toBeUndefined();
    expect(await worker.request("/am/account", { mode: "navigate" })).toBeUndefined();
    expect(await worker.request("/sign-in", { mode: "navigate" })).toBeUndefined();
  });

  it("keeps the build's fonts once fetched, but no code the release did not install", async () => {
    const worker = await startWorker();
    await worker.lifecycle("install");
    await (await worker.request("/assets/noto-sans-ethiopic-400-b.woff2"))?.text();
    await (await worker.request("/assets/admin-app-c.js"))?.text();
    const kept = await storage.open(ASSET_CACHE);
    expect(kept.entries.has("/assets/noto-sans-ethiopic-400-b.woff2")).toBe(true);
    expect(kept.entries.has("/assets/admin-app-c.js")).toBe(false);
    server.state.online = false;
    expect(await (await worker.request("/assets/noto-sans-ethiopic-400-b.woff2"))?.text()).toBe(
      "/* /assets/noto-sans-ethiopic-400-b.woff2 */",
    );
    await expect(worker.request("/assets/admin-app-c.js")).rejects.toThrow();
  });

  it("keeps saved opportunities' public answers and images, fetched without credentials, and drops unsaved ones", async () => {
    const worker = await startWorker();
    const items = [
      { kind: "scholarships", id: 12, title: "DAAD", deadline: null, savedAt: "2026-11-01T00:00:00Z" },
      { kind: "jobs", id: 8, title: "Private", deadline: null, savedAt: "2026-11-01T00:00:00Z" },
    ];
    await worker.message({ type: SAVED_LIST_MESSAGE, items });
    const saved = await storage.open(SAVED_CACHE);
    expect([...saved.entries.keys()].sort()).toEqual([
      "/born-to-win-api/scholarships/12",
      "/uploads/daad-1200.webp",
      "/uploads/daad-400.webp",
      "/uploads/daad-800.webp",
    ]);
    // Every copy was asked for without a token.
    expect(server.state.requests.every((request) => request.authorization === null)).toBe(true);

    // Offline, the saved answer opens (even for a signed-in page's request) and says so.
    server.state.online = false;
    const offline = await worker.request("/born-to-win-api/scholarships/12", {
      headers: { Authorization: "Bearer member" },
    });
    expect(await offline?.json()).toEqual(SCHOLARSHIP);
    await vi.waitFor(() => expect(worker.posted).toContainEqual({ type: OFFLINE_ANSWER_MESSAGE }));
    const image = await worker.request("/uploads/daad-800.webp", { destination: "image" });
    expect(await image?.text()).toBe("image");
    await expect(worker.request("/born-to-win-api/jobs/7")).rejects.toThrow();

    // Unsaving removes the copy and its images.
    server.state.online = true;
    await worker.message({ type: SAVED_LIST_MESSAGE, items: [] });
    expect(saved.entries.size).toBe(0);
  });

  it("refreshes a saved copy from a public answer, never from one asked with a token or marked no-store", async () => {
    const worker = await startWorker();
    await worker.message({ type: SAVED_LIST_MESSAGE, items: [{ kind: "scholarships", id: 12 }] });
    const saved = await storage.open(SAVED_CACHE);
    const before = saved.entries.get("/born-to-win-api/scholarships/12")?.response;
    await (
      await worker.request("/born-to-win-api/scholarships/12", { headers: { Authorization: "Bearer staff" } })
    )?.text();
    expect(saved.entries.get("/born-to-win-api/scholarships/12")?.response).toBe(before);
    await (await worker.request("/born-to-win-api/scholarships/12"))?.text();
    expect(saved.entries.get("/born-to-win-api/scholarships/12")?.response).not.toBe(before);
    // An unsaved opportunity's answer is not kept either.
    await (await worker.request("/born-to-win-api/jobs/7"))?.text();
    expect(saved.entries.has("/born-to-win-api/jobs/7")).toBe(false);
  });

  it("ignores messages that are not the saved list", async () => {
    const worker = await startWorker();
    await worker.message({ type: "other", items: [{ kind: "jobs", id: 7 }] });
    await worker.message("btw:saved-opportunities");
    expect(storage.stores.get(SAVED_CACHE)?.entries.size ?? 0).toBe(0);
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });
});
