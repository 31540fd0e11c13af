// The web build's server renderer (dist/.server/render-page.js: React Router's data-mode rendering of
// the app's own routes, apps/web/src/server/render-page.tsx), loaded once into this process and given
// the in-process data source its route loaders read through (site-data.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  PRERENDER_MODULE,
  type PrerenderedPage,
  type PrerenderRequest,
  type RendererModule,
} from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { apiRoutes } from "../routes/index.ts";
import { siteDataSource } from "./site-data.ts";

/**
 * The most pages one process draws at the same moment, and the most that wait for their turn. A
 * drawing is CPU work (tens of milliseconds): under a burst, pages wait (every reader still gets the
 * whole page); past the waiting line, the server answers 503 with Retry-After rather than a page cut short.
 */
const DRAWINGS_AT_ONCE = 4;
const DRAWINGS_WAITING = 200;

export class ServerBusy extends Error {}

export interface Renderer {
  /** Draws a page, in turn (drawingLine). */
  draw(request: PrerenderRequest): Promise<PrerenderedPage>;
  /** The modules and catalogs of the page at an address the browser draws: quick, no turn needed. */
  modules(request: PrerenderRequest): Promise<string[]>;
}

/** Runs at most `most` drawings at once; `waiting` more wait their turn; beyond that, ServerBusy. */
function drawingLine(most = DRAWINGS_AT_ONCE, waiting = DRAWINGS_WAITING) {
  let running = 0;
  const line: Array<() => void> = [];
  const next = () => {
    running--;
    line.shift()?.();
  };
  return async <T>(draw: () => Promise<T>): Promise<T> => {
    if (running >= most) {
      if (line.length >= waiting) throw new ServerBusy("every drawing slot and place in line is taken");
      await new Promise<void>((resolve) => line.push(resolve));
    }
    running++;
    try {
      return await draw();
    } finally {
      next();
    }
  };
}

/** The renderer of the build in `dist`, or undefined before the web is built (the browser draws then). */
export function loadRenderer(ctx: AppContext, dist: string): () => Promise<Renderer | undefined> {
  const file = join(dist, PRERENDER_MODULE);
  let loaded: Promise<Renderer | undefined> | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    loaded ??= import(pathToFileURL(file).href).then(
      (module: RendererModule) => {
        module.setServerDataSource(siteDataSource(ctx, apiRoutes));
        const inLine = drawingLine();
        return {
          draw: (request: PrerenderRequest) => inLine(() => module.renderPage(request)),
          // A renderer built before pages named their scripts has no pageModules: none are named.
          modules: async (request: PrerenderRequest) => (await module.pageModules?.(request)) ?? [],
        };
      },
      (error: unknown) => {
        ctx.logger.error({ err: error }, "the web build's page renderer could not be loaded");
        return undefined;
      },
    );
    return loaded;
  };
}
