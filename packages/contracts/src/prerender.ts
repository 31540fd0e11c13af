// The agreement between the API and the web build's server renderer (apps/web/src/server/render-page.tsx,
// built to dist/.server/render-page.js and run inside the API's process): what a page is asked with and
// what comes back.
import type { Language } from "@btw/i18n";

/** Where the web build puts the renderer, below its output folder. */
export const PRERENDER_MODULE = ".server/render-page.js";

/**
 * A request header the service worker sends when it stores the page shell for offline use: that copy
 * must be the bare shell (the app draws whichever page is opened offline into it), never a page
 * drawn on the server for one address.
 */
export const SHELL_REQUEST_HEADER = "X-BTW-Shell";

/** The `id` of the data block that carries the answers a page was drawn from (react-query's state). */
export const PRERENDER_STATE_ID = "btw-prerendered";

/** A value of a query string, as the web's http client sends it. */
export type SiteQueryValue = string | number | boolean | null | undefined;

/**
 * Where pages read the API's answers: the http client in the browser, the API's own route handlers
 * (in-process, for an anonymous reader) in the server's renderer.
 */
export interface SiteDataSource {
  /** The answer of an anonymous GET of `path` (below the API's prefix) with `query`. */
  get<T>(path: string, query?: Record<string, SiteQueryValue>, signal?: AbortSignal): Promise<T>;
}

export interface PrerenderRequest {
  /** The page's full address as the visitor asked for it (language prefix and query included). */
  url: string;
  language: Language;
  /** This response's Content-Security-Policy nonce: the router's inline hydration script carries it. */
  nonce: string;
}

export type PrerenderedPage =
  /**
   * `html`: the inside of the app's root element; `state`: the answers it was drawn from; `modules`:
   * the page's own modules and catalogs by their paths in the web project ("/src/..."), whose scripts
   * the HTML names for the browser to fetch at once.
   */
  | { kind: "page"; status: number; html: string; state: unknown; modules: string[] }
  | { kind: "redirect"; status: number; location: string };

/** The renderer module's exports: the data source is given once, when the API loads it. */
export interface RendererModule {
  setServerDataSource(source: SiteDataSource): void;
  renderPage(request: PrerenderRequest): Promise<PrerenderedPage>;
  /** The modules and catalogs of the page at an address the browser draws (a private screen), as `modules` above. */
  pageModules(request: PrerenderRequest): Promise<string[]>;
}
