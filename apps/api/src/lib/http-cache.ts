// How long browsers and shared caches (a CDN, a reverse proxy) may keep the API's public reads.
// The one place these figures live; docs/features.md ("HTTP caching") explains them. Express adds a weak ETag
// to every JSON answer and answers 304 to a matching If-None-Match, so a revalidation costs a
// query but no body. Personal answers stay `private, no-store` (no-store.ts), whatever is set here.
import type { RequestHandler } from "express";

/** Seconds a browser reuses a public read without asking again. */
const BROWSER_MAX_AGE = 30;
/** Seconds a shared cache (CDN) serves it without asking the app. */
const SHARED_MAX_AGE = 120;
/** Seconds a shared cache may go on serving it, stale, while it fetches a fresh copy in the background. */
const STALE_WHILE_REVALIDATE = 600;

export const PUBLIC_CACHE = `public, max-age=${BROWSER_MAX_AGE}, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;

/**
 * A page the server drew whole: browsers ask again each time (ETag, so mostly 304), a shared
 * cache keeps it a few seconds and may serve it stale while it fetches the next drawing.
 */
export const DRAWN_PAGE_CACHE = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

/** Files whose name changes with their content (built assets, uploads): kept for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * How a GET route may be cached: "public" for answers that are the same for every visitor;
 * "public-unless-signed-in" for answers a bearer token can change (staff also see pending items):
 * those vary on Authorization and, when a token is sent, are `private, no-store`.
 */
export type RouteCache = "public" | "public-unless-signed-in";

/**
 * Marks successful answers (2xx and 304) cacheable, at the moment the headers go out, so an error
 * answer is never kept. Runs before no-store.ts's hook, which overrides it for personal requests.
 */
export function cacheFor(cache: RouteCache): RequestHandler {
  return (req, res, next) => {
    if (cache === "public-unless-signed-in") res.vary("Authorization");
    if (req.headers.authorization !== undefined) {
      next();
      return;
    }
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadPublic(this: typeof res, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      if (status < 400 && !this.getHeader("Cache-Control")) this.setHeader("Cache-Control", PUBLIC_CACHE);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
