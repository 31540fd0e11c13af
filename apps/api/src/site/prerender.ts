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

/**
 * The most pages one process draws at the same moment. A drawing is CPU work in the process (tens of
 * milliseconds), so a flood of addresses it has not drawn this second (a crawler, a script adding
 * random query strings) would otherwise queue drawings without end; past this many, a page goes out
 * with the band only, as when a drawing fails, and the browser's app draws it. Popular pages are
 * unaffected: visitors asking for one at the same moment share one drawing (drawn-pages.ts).
 */
export const DRAWINGS_AT_ONCE = 4;
/** Shed drawings are logged once in this long at most, with their number. */
const SHED_LOG_INTERVAL_MS = 60_000;

export interface DrawingSlots {
  /** A slot and its release, or undefined when every slot is taken. */
  take(): (() => void) | undefined;
}

export function drawingSlots(logger: Logger, most = DRAWINGS_AT_ONCE): DrawingSlots {
  let busy = 0;
  let shed = 0;
  let loggedAt = 0;
  return {
    take() {
      if (busy >= most) {
        shed++;
        const now = Date.now();
        if (now - loggedAt >= SHED_LOG_INTERVAL_MS) {
          logger.warn(
            { shed, drawingsAtOnce: most },
            "pages sent without a drawing: the server was drawing as many as it may",
          );
          loggedAt = now;
          shed = 0;
        }
        return undefined;
      }
      busy++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        busy--;
      };
    },
  };
}

/**
 * The page drawn by `render`, or undefined (logged) when it fails or takes too long, or at once when
 * `slots` has none free. A slot is held until the drawing itself ends, even past the time a page waits.
 */
export async function prerender(
  render: RenderPage,
  request: PrerenderRequest,
  logger: Logger,
  { timeoutMs = PRERENDER_TIMEOUT_MS, slots }: { timeoutMs?: number; slots?: DrawingSlots } = {},
): Promise<PrerenderedPage | undefined> {
  const release = slots?.take();
  if (slots && !release) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  try {
    const drawing = Promise.resolve().then(() => render(request));
    drawing.then(release, release);
    const page = await Promise.race([drawing, late]);
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
