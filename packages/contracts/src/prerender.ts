// What the API asks of the web build's server renderer (apps/web/src/server/render-page.tsx, built to
// dist/.server/render-page.js) and what it answers: the one agreement between the two processes'
// halves of a page drawn on the server.
import type { Language } from "@btw/i18n";

/** Where the web build puts the renderer, below its output folder. */
export const PRERENDER_MODULE = ".server/render-page.js";

/**
 * A request header the service worker sends when it stores the page shell for offline use: that copy
 * must be the bare shell (the app draws whichever page is opened offline into it), never a page
 * drawn on the server for one address.
 */
export const SHELL_REQUEST_HEADER = "X-BTW-Shell";

/** The `id` of the data block that carries the prerendered page's answers to the browser's app. */
export const PRERENDER_STATE_ID = "btw-prerendered";

export interface PrerenderRequest {
  /** The page's full address as the visitor asked for it (language prefix and query included). */
  url: string;
  language: Language;
  /** Where the renderer asks the API for the page's data (the server's own address). */
  apiOrigin: string;
  /** The site's public address, for absolute links the page writes (structured data). */
  siteOrigin: string;
}

export type PrerenderedPage =
  /** `html`: the inside of the app's root element; `state`: the answers it was drawn from. */
  { kind: "page"; html: string; state: unknown } | { kind: "redirect"; status: number; location: string };

/** The data block's content: the address the page was drawn for, and its answers. */
export interface PrerenderedState {
  path: string;
  queries: unknown;
}

/** The renderer module's one export. */
export type RenderPage = (request: PrerenderRequest) => Promise<PrerenderedPage>;
