// Draws a public page's content on the server with the web build's own renderer (dist/.server/
// render-page.js: the app's routes and components, apps/web/src/server/render-page.tsx), so a phone
// paints the whole page from the first answer. Without that build, or when it fails or is slow, the
// page goes out as before (the band only) and the browser's app draws it: never an error page.
import { existsSync, statSync } from "node:fs";
import type { Socket } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  PRERENDER_MODULE,
  type PrerenderedPage,
  type PrerenderRequest,
  type RenderPage,
} from "@btw/contracts";
import type { Logger } from "pino";

/** The longest a page waits for its drawing before it goes out without it (the app draws it then). */
export const PRERENDER_TIMEOUT_MS = 2_000;

/**
 * The renderer of the build in `dist`, loaded once. Node keeps a module (and the chunks it shares
 * with its pages) for the life of the process, so after a new build the old renderer would draw
 * markup the new site's code does not expect: pages then go out without a drawing until the server
 * is started again (the browser's app draws them).
 */
export function prerenderer(dist: string, logger: Logger): () => Promise<RenderPage | undefined> {
  const file = join(dist, PRERENDER_MODULE);
  let loaded: { stamp: number; render: Promise<RenderPage | undefined> } | undefined;
  let warned = false;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    const stamp = statSync(file).mtimeMs;
    if (!loaded) {
      const render = import(pathToFileURL(file).href).then(
        (module: { renderPage?: RenderPage }) => module.renderPage,
        (error: unknown) => {
          logger.error({ err: error }, "the web build's page renderer could not be loaded");
          return undefined;
        },
      );
      loaded = { stamp, render };
    }
    if (loaded.stamp === stamp) return loaded.render;
    if (!warned) {
      warned = true;
      logger.warn("the site was built again: pages are drawn in the browser until the server restarts");
    }
    return Promise.resolve(undefined);
  };
}

/** The address the renderer asks the API at: this server, as the request reached it. */
export function ownOrigin(socket: Socket): string {
  const address = socket.localAddress ?? "127.0.0.1";
  const host = address.startsWith("::ffff:") ? address.slice(7) : address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${socket.localPort}`;
}

/** The page drawn by `render`, or undefined (logged) when it fails or takes too long. */
export async function prerender(
  render: RenderPage,
  request: PrerenderRequest,
  logger: Logger,
  timeoutMs = PRERENDER_TIMEOUT_MS,
): Promise<PrerenderedPage | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  try {
    const page = await Promise.race([render(request), late]);
    if (page === "late") {
      logger.warn({ url: request.url, timeoutMs }, "page drawn too slowly on the server: sent without it");
      return undefined;
    }
    return page;
  } catch (error) {
    logger.error({ err: error, url: request.url }, "page could not be drawn on the server: sent without it");
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
