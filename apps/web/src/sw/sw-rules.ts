// What the service worker may keep and answer, as plain functions (sw-rules.test.ts holds them to
// it); the worker (sw.ts) hands them to Workbox's routes and strategies, and the build
// (scripts/precache-list.ts) to Workbox's precache list. Kept: the public site's code and the app's
// page shell for offline use, the public answers of opportunities a visitor saved, and nothing else.
// Admin and account screens and code, anything asked with a token, and answers the API marks
// private or no-store are never stored and never answered from storage.
import {
  API_PREFIX,
  IMAGE_WIDTHS,
  imageVariantUrl,
  isPathBelowAny,
  OPPORTUNITY_KIND_INFO,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
  PRIVATE_PAGES,
  UPLOADS_PREFIX,
} from "@btw/contracts";
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { languageOfAddress, routerBasename } from "../lib/localized-link.ts";

/** The page's message to the worker with the saved list (features/opportunities/saved/saved-store.ts sends it). */
export const SAVED_LIST_MESSAGE = "btw:saved-opportunities";
/** The worker's message to its pages when it answered from storage because the network failed. */
export const OFFLINE_ANSWER_MESSAGE = "btw:offline-answer";

/**
 * The addresses whose HTML stands in for any public page opened with no network: one a language
 * (`/`, `/am`, `/om`), whose <html lang> and opening band are in the page's language until the app
 * draws the page into it.
 */
export const SHELL_URLS: readonly string[] = SUPPORTED_LANGUAGES.map(routerBasename);

/** The shell for a page's address: its language's. */
export const shellUrlOf = (pathname: string): string => routerBasename(languageOfAddress(pathname).language);
/** The precache of one release: the shell and the public site's code, installed with the worker. */
const SHELL_CACHE_PREFIX = "btw-shell-";
/** The build's fonts and pictures fetched after install (their names change with their content). */
export const ASSET_CACHE = "btw-assets-v2";
/** The public answers (and their images) of saved opportunities. */
export const SAVED_CACHE = "btw-saved-v1";
/** Runtime-cached fonts and pictures kept at most; the least recently used go first. */
export const ASSET_CACHE_LIMIT = 150;
/** Saved opportunities kept for offline reading at most (the browser's saved list has the same cap). */
export const SAVED_LIMIT = 200;
/** Image files kept per saved opportunity at most (each width of an image counts). */
const UPLOADS_PER_ITEM = 8;

export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/**
 * Source files (paths from apps/web, as in Vite's build manifest) of code only staff or signed-in
 * members run: never precached, nor what only they load.
 */
export const PRIVATE_CODE =
  /^src\/(features\/(admin|account)\/|app\/pages\/(account-page|admin-console)\.tsx$|locales\/[a-z]+\/(admin|account)\.json$)/;

/** The files the worker installs beside the code (the shells are added by their own rule). */
export const PRECACHED_STATIC_FILES = ["site.webmanifest", "favicon.svg", "icons/icon-192.png"];

/** A release's id: changes whenever a precached file or its revision does. */
export function releaseOf(
  precache: ReadonlyArray<string | { url: string; revision?: string | null }>,
): string {
  let hash = 0x811c9dc5;
  for (const entry of precache) {
    const text = typeof entry === "string" ? entry : `${entry.url}#${entry.revision ?? ""}`;
    for (let index = 0; index < text.length; index++) {
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: "navigate" for a page the browser opens. */
  mode: string;
  /** Whether the request carries an Authorization header (a signed-in person's request). */
  hasAuthorization: boolean;
  /** Request.destination: "image" for an <img>; videos and downloads (byte ranges) pass. */
  destination: string;
}

/**
 * How the worker handles a request:
 * - "pass": not the worker's business (the browser goes to the network as if there were no worker);
 * - "page": a public page: the network first, the stored page shell when the network fails;
 * - "asset": a built file: from storage (this release's or the previous one's) when there, else
 *   the network (then kept when mayKeepBuiltFile says so);
 * - "opportunity": one opportunity's API answer: the network first, a saved copy when it fails;
 * - "upload": an uploaded image shown in a page: the network first, a saved opportunity's copy
 *   when it fails (videos and files, asked for in byte ranges, pass).
 */
export type RouteKind = "pass" | "page" | "asset" | "opportunity" | "upload";

// The saved list is drawn from this browser's own storage: it opens offline like a public page.
const KEPT_OFFLINE = new Set(["saved"]);
const PRIVATE_PATHS: readonly string[] = Object.entries(PRIVATE_PAGES)
  .filter(([key]) => !KEPT_OFFLINE.has(key))
  .map(([, path]) => path);

/** Admin, account and sign-in screens (in any language and spelling): never stored, never answered offline. */
export function isPrivatePagePath(pathname: string): boolean {
  return isPathBelowAny(pathname, PRIVATE_PATHS, SUPPORTED_LANGUAGES);
}

/** One opportunity, as the saved list names it. */
export interface OpportunityItem {
  kind: OpportunityKind;
  id: number;
}

/** The opportunity a path of the API names (`/born-to-win-api/jobs/12`), if it names one. */
export function opportunityOfApiPath(pathname: string): OpportunityItem | undefined {
  if (!pathname.startsWith(`${API_PREFIX}/`)) return undefined;
  const rest = pathname.slice(API_PREFIX.length);
  for (const kind of OPPORTUNITY_KINDS) {
    const collection = OPPORTUNITY_KIND_INFO[kind].paths.collection;
    const match = rest.startsWith(`${collection}/`)
      ? /^(\d{1,9})$/.exec(rest.slice(collection.length + 1))
      : null;
    if (match) return { kind, id: Number(match[1]) };
  }
  return undefined;
}

/** The API address of one opportunity's public answer: what the worker keeps for a saved one. */
export const opportunityAnswerPath = (kind: OpportunityKind, id: number) =>
  `${API_PREFIX}${OPPORTUNITY_KIND_INFO[kind].paths.collection}/${id}`;

/** No query, or only the reader's language (`?lang=am`): the pages ask for content in theirs. */
function isPlainOrInALanguage(search: URLSearchParams): boolean {
  const keys = [...search.keys()];
  if (keys.length === 0) return true;
  return keys.length === 1 && isSupportedLanguage(search.get("lang"));
}

export function routeOf(request: RequestFacts, origin: string): RouteKind {
  if (request.method !== "GET") return "pass";
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "pass";
  }
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) {
    // One opportunity's answer, asked plainly or in a language; every other API call (lists, forms,
    // accounts) passes.
    return isPlainOrInALanguage(url.searchParams) && opportunityOfApiPath(path) ? "opportunity" : "pass";
  }
  if (path.startsWith(`${UPLOADS_PREFIX}/`)) {
    return url.search === "" && request.destination === "image" ? "upload" : "pass";
  }
  if (path.startsWith("/assets/")) return "asset";
  if (request.mode === "navigate") return isPrivatePagePath(path) ? "pass" : "page";
  return "pass";
}

/**
 * A built file the worker may keep once fetched: a font or picture, the same for every visitor.
 * Code is kept only as installed with a release (the public site's, PRIVATE_CODE excluded), so
 * the admin console's never is.
 */
export const mayKeepBuiltFile = (pathname: string) =>
  /\.(woff2?|png|jpe?g|webp|avif|gif|svg)$/.test(pathname);

interface ResponseFacts {
  status: number;
  /** Response.type: "basic" for a same-origin answer. */
  type: string;
  cacheControl: string | null;
}

export const responseFacts = (response: Response): ResponseFacts => ({
  status: response.status,
  type: response.type,
  cacheControl: response.headers.get("Cache-Control"),
});

/**
 * Whether an answer may be stored: a complete same-origin 200, asked without a token, that the
 * server did not mark private or no-store. API answers must also say `public` (http-cache.ts).
 */
export function isStorable(
  response: ResponseFacts,
  request: { hasAuthorization: boolean; isApi: boolean },
): boolean {
  if (request.hasAuthorization) return false;
  if (response.status !== 200 || response.type !== "basic") return false;
  const directives = (response.cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split("=")[0]);
  if (directives.includes("no-store") || directives.includes("private")) return false;
  return request.isApi ? directives.includes("public") : true;
}

/** The saved list a page sent, checked (a message is untrusted input): at most SAVED_LIMIT items. */
export function savedItemsOfMessage(data: unknown): OpportunityItem[] | undefined {
  if (!data || typeof data !== "object") return undefined;
  const message = data as { type?: unknown; items?: unknown };
  if (message.type !== SAVED_LIST_MESSAGE || !Array.isArray(message.items)) return undefined;
  const items: OpportunityItem[] = [];
  for (const item of message.items) {
    if (!item || typeof item !== "object") continue;
    const { kind, id } = item as { kind?: unknown; id?: unknown };
    if (typeof kind !== "string" || !(OPPORTUNITY_KINDS as readonly string[]).includes(kind)) continue;
    if (typeof id !== "number" || !Number.isInteger(id) || id <= 0 || id > 999_999_999) continue;
    if (items.some((other) => other.kind === kind && other.id === id)) continue;
    items.push({ kind: kind as OpportunityKind, id });
    if (items.length === SAVED_LIMIT) break;
  }
  return items;
}

/**
 * The uploaded images an opportunity's answer names (`/uploads/...`), each in every width the page
 * may pick from its srcset, to keep beside it.
 */
export function uploadPathsIn(answer: unknown, limit = UPLOADS_PER_ITEM): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (found.size >= limit || depth > 6) return;
    if (typeof value === "string") {
      if (!value.startsWith(`${UPLOADS_PREFIX}/`) || !/^[^?#\s]+$/.test(value) || value.includes(".."))
        return;
      found.add(value);
      for (const width of IMAGE_WIDTHS) found.add(imageVariantUrl(value, width));
      return;
    }
    if (Array.isArray(value)) for (const entry of value) visit(entry, depth + 1);
    else if (value && typeof value === "object")
      for (const entry of Object.values(value)) visit(entry, depth + 1);
  };
  visit(answer, 0);
  return [...found].slice(0, limit);
}

/**
 * Caches to delete when a release activates: release caches but this release's and the one before
 * it (so a tab still running the previous release can fetch the code it was built with), and any
 * other cache but the fonts' and the saved store (an earlier worker's, named otherwise).
 * `names` in creation order (as CacheStorage.keys() gives them).
 */
export function cachesToDelete(names: readonly string[], current: string): string[] {
  const releases = names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== current);
  const previous = releases.at(-1);
  const kept = new Set([current, previous, ASSET_CACHE, SAVED_CACHE]);
  return names.filter((name) => !kept.has(name));
}
