// @vitest-environment node
// The service worker itself, run against an in-memory Cache Storage and a fake server: what it
// stores, what it answers with no network, and what it never keeps (sw-rules.test.ts covers the rules).
import { SHELL_REQUEST_HEADER } from "@btw/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASSET_CACHE,
  OFFLINE_ANSWER_MESSAGE,
  SAVED_CACHE,
  SAVED_LIST_MESSAGE,
  shellCacheName,
} from "./sw-rules.ts";

const ORIGIN = "https://borntowin.example";
const key = (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
  return `${url.pathname}${url.search}`;
};

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(input: RequestInfo | URL) {
    return this.entries.get(key(input))?.clone();
  }
  async put(input: RequestInfo | URL, response: Response) {
    this.entries.set(key(input), response);
  }
  async delete(input: RequestInfo | URL) {
    return this.entries.delete(key(input));
  }
  async keys() {
    return [...this.entries.keys()].map((path) => new Request(`${ORIGIN}${path}`));
  }
  async addAll(inputs: Array<RequestInfo | URL>) {
    for (const input of inputs) {
      const response = await fetch(input instanceof Request ? input : new URL(key(input), ORIGIN).href);
      if (!response.ok) throw new TypeError(`addAll: ${response.status}`);
      await this.put(input, response);
    }
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
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(input: RequestInfo | URL) {
    for (const cache of this.stores.values()) {
      const found = await cache.match(input);
      if (found) return found;
    }
    return undefined;
  }
}

/** A same-origin answer as a browser sees it (type "basic"). */
function answer(body: string, init: ResponseInit & { cacheControl?: string } = {}): Response {
  const headers = new Headers(init.headers);
  if (init.cacheControl) headers.set("Cache-Control", init.cacheControl);
  const response = new Response(body, { status: init.status ?? 200, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

const PUBLIC = "public, max-age=30, s-maxage=120";
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
    // The server draws the home page for a visit, and the bare shell for the worker.
    if (path === "/") return answer(`<html>${shell ? "shell" : "home"}</html>`, { cacheControl: "no-cache" });
    if (path.startsWith("/assets/"))
      return answer(`/* ${path} */`, { cacheControl: "public, max-age=31536000, immutable" });
    if (path === "/site.webmanifest" || path === "/favicon.svg" || path === "/icons/icon-192.png")
      return answer("{}");
    if (path === "/born-to-win-api/scholarships/12") {
      return request.headers.has("Authorization")
        ? answer(JSON.stringify(SCHOLARSHIP), { cacheControl: "private, no-store" })
        : answer(JSON.stringify(SCHOLARSHIP), { cacheControl: PUBLIC });
    }
    if (path === "/born-to-win-api/jobs/7")
      return answer(JSON.stringify({ jobs: { id: 7 } }), { cacheControl: PUBLIC });
    if (path === "/born-to-win-api/jobs/8") return answer("{}", { cacheControl: "private, no-store" });
    if (path.startsWith("/uploads/daad-"))
      return answer("image", { cacheControl: "public, max-age=31536000, immutable" });
    if (path.startsWith("/resource/")) return answer("<html>page</html>", { cacheControl: "no-cache" });
    if (path.startsWith("/admin")) return answer("<html>admin</html>", { cacheControl: "no-cache" });
    return answer("not found", { status: 404 });
  });
  return { state, fetchImpl };
}

type Listener = (event: Record<string, unknown>) => void;

async function startWorker(
  build = {
    version: "v2",
    offlineKit: ["/assets/start-a.js"],
    publicAssets: ["/assets/start-a.js", "/assets/jobs-page-b.js"],
  },
) {
  const listeners = new Map<string, Listener>();
  const posted: unknown[] = [];
  const scope = {
    location: new URL(ORIGIN),
    skipWaiting: vi.fn(async () => {}),
    clients: {
      claim: vi.fn(async () => {}),
      get: vi.fn(async () => ({ postMessage: (m: unknown) => posted.push(m) })),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  vi.stubGlobal("self", scope);
  vi.stubGlobal("__BTW_SW_BUILD__", build);
  vi.resetModules();
  await import("./service-worker.ts");

  const dispatch = async (type: string, fields: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => {
        responded = promise;
      },
    });
    await Promise.all(waits);
    return responded;
  };
  const request = (
    path: string,
    init: { mode?: RequestMode; headers?: HeadersInit; destination?: string } = {},
  ) => {
    const req = new Request(`${ORIGIN}${path}`, { headers: init.headers });
    // Node's Request cannot be made with mode "navigate" or a destination: give them as a browser would.
    Object.defineProperty(req, "mode", { value: init.mode ?? "cors" });
    Object.defineProperty(req, "destination", { value: init.destination ?? "" });
    return dispatch("fetch", { request: req, clientId: "tab-1", resultingClientId: "" });
  };
  return { dispatch, request, posted, scope };
}

let storage: MemoryCacheStorage;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  storage = new MemoryCacheStorage();
  server = fakeServer();
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("fetch", server.fetchImpl);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the service worker", () => {
  it("installs the page shell (the bare one, not the home page) and the offline kit, then takes over at once", async () => {
    const worker = await startWorker();
    await worker.dispatch("install");
    const shell = storage.stores.get(shellCacheName("v2"));
    expect([...(shell?.entries.keys() ?? [])].sort()).toEqual(["/", "/assets/start-a.js"]);
    expect(await (await shell?.match("/"))?.text()).toBe("<html>shell</html>");
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    await worker.dispatch("activate");
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it("keeps the previous release's files for open tabs and deletes older ones", async () => {
    for (const name of [shellCacheName("v0"), shellCacheName("v1"), SAVED_CACHE, ASSET_CACHE])
      await storage.open(name);
    const worker = await startWorker();
    await worker.dispatch("install");
    await worker.dispatch("activate");
    expect((await storage.keys()).sort()).toEqual(
      [ASSET_CACHE, SAVED_CACHE, shellCacheName("v1"), shellCacheName("v2")].sort(),
    );
  });

  it("opens public pages from the network, and the stored shell with no network, saying so", async () => {
    const worker = await startWorker();
    await worker.dispatch("install");
    expect(await (await worker.request("/resource/scholarships/12", { mode: "navigate" }))?.text()).toBe(
      "<html>page</html>",
    );
    server.state.online = false;
    const offline = await worker.request("/am/resource/scholarships/12", { mode: "navigate" });
    expect(await offline?.text()).toBe("<html>shell</html>");
    await vi.waitFor(() => expect(worker.posted).toContainEqual({ type: OFFLINE_ANSWER_MESSAGE }));
  });

  it("answers a page with the request the browser started while the worker booted", async () => {
    const worker = await startWorker();
    const req = new Request(`${ORIGIN}/about`);
    Object.defineProperty(req, "mode", { value: "navigate" });
    const response = await worker.dispatch("fetch", {
      request: req,
      clientId: "",
      resultingClientId: "tab-2",
      preloadResponse: Promise.resolve(answer("<html>preloaded</html>")),
    });
    expect(await response?.text()).toBe("<html>preloaded</html>");
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it("never answers or stores admin and account screens", async () => {
    const worker = await startWorker();
    await worker.dispatch("install");
    expect(await worker.request("/admin/donations", { mode: "navigate" })).toBeUndefined();
    expect(await worker.request("/am/account", { mode: "navigate" })).toBeUndefined();
    expect(await worker.request("/sign-in", { mode: "navigate" })).toBeUndefined();
  });

  it("keeps only the public site's built files once fetched", async () => {
    const worker = await startWorker();
    await (await worker.request("/assets/jobs-page-b.js"))?.text();
    await (await worker.request("/assets/admin-app-c.js"))?.text();
    await vi.waitFor(async () =>
      expect((await storage.open(ASSET_CACHE)).entries.has("/assets/jobs-page-b.js")).toBe(true),
    );
    expect((await storage.open(ASSET_CACHE)).entries.has("/assets/admin-app-c.js")).toBe(false);
    server.state.online = false;
    expect(await (await worker.request("/assets/jobs-page-b.js"))?.text()).toBe(
      "/* /assets/jobs-page-b.js */",
    );
  });

  it("keeps saved opportunities' public answers and images, fetched without credentials, and drops unsaved ones", async () => {
    const worker = await startWorker();
    const items = [
      { kind: "scholarships", id: 12, title: "DAAD", deadline: null, savedAt: "2026-11-01T00:00:00Z" },
      { kind: "jobs", id: 8, title: "Private", deadline: null, savedAt: "2026-11-01T00:00:00Z" },
    ];
    await worker.dispatch("message", { data: { type: SAVED_LIST_MESSAGE, items } });
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
    const image = await worker.request("/uploads/daad-800.webp", { destination: "image" });
    expect(await image?.text()).toBe("image");
    await expect(worker.request("/born-to-win-api/jobs/7")).rejects.toThrow();

    // Unsaving removes the copy and its images.
    server.state.online = true;
    await worker.dispatch("message", { data: { type: SAVED_LIST_MESSAGE, items: [] } });
    expect(saved.entries.size).toBe(0);
  });

  it("never refreshes a saved copy from an answer asked with a token or marked no-store", async () => {
    const worker = await startWorker();
    await worker.dispatch("message", {
      data: { type: SAVED_LIST_MESSAGE, items: [{ kind: "scholarships", id: 12 }] },
    });
    const saved = await storage.open(SAVED_CACHE);
    const before = saved.entries.get("/born-to-win-api/scholarships/12");
    await (
      await worker.request("/born-to-win-api/scholarships/12", { headers: { Authorization: "Bearer staff" } })
    )?.text();
    expect(saved.entries.get("/born-to-win-api/scholarships/12")).toBe(before);
    // An unsaved opportunity's answer is not kept either.
    await (await worker.request("/born-to-win-api/jobs/7"))?.text();
    expect(saved.entries.has("/born-to-win-api/jobs/7")).toBe(false);
  });

  it("ignores messages that are not the saved list", async () => {
    const worker = await startWorker();
    await worker.dispatch("message", { data: { type: "other", items: [{ kind: "jobs", id: 7 }] } });
    await worker.dispatch("message", { data: "btw:saved-opportunities" });
    expect(storage.stores.get(SAVED_CACHE)?.entries.size ?? 0).toBe(0);
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });
});
