// A one-second memory of the answers a crowd asks for at once, in front of Express: the same
// anonymous GET of a public list, or of a site page the server drew whole, within a second is
// answered from the bytes the app sent last time (headers, compressed body, ETag and its 304) without
// running the middleware, the query, the drawing or JSON again. A CDN does the same for lists for
// 120 s; this is for the traffic that reaches the app anyway (CDN misses, no CDN at all).
//
// Only answers the app itself marked `Cache-Control: public` (personal answers are `private,
// no-store`) or, for pages, marked the same for every visitor (keepForASecond) are kept; requests
// with Authorization or Cookie always go through. A write of any kind clears the memory of the
// process that made it at once (forgetPublicAnswers, called where page indexes are forgotten, also
// for other instances' announcements), so nothing shown lags a write by more than a second anywhere.
// Hits are not in the request log (the log shows the misses).
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { API_PREFIX, SHELL_REQUEST_HEADER, UPLOADS_PREFIX } from "@btw/contracts";
import type { RequestHandler } from "express";

/**
 * The addresses whose answers may be kept: the public paginated lists (every kind's `paginate-*`
 * route) and the site's pages (every address outside the API, the uploads and the built assets).
 */
export function isListOrPage(url: string): boolean {
  if (url.startsWith(`${API_PREFIX}/`)) return url.startsWith(`${API_PREFIX}/paginate-`);
  return !url.startsWith(`${UPLOADS_PREFIX}/`) && !url.startsWith("/assets/");
}

export interface PublicAnswerCacheOptions {
  /** Which addresses' anonymous GET answers may be kept. */
  addresses: (url: string) => boolean;
  ttlMs?: number;
  maxEntries?: number;
  /** The most bytes of answers kept (pages are tens of kilobytes each): the oldest go first. */
  maxBytes?: number;
}

const KEEP = Symbol("kept for a second");

/**
 * Marks an answer that is not public for browsers and CDNs (a page, revalidated on every visit so a
 * new release shows at once) but is the same for every visitor, so the memory may keep it.
 */
export function keepForASecond(res: ServerResponse): void {
  (res as ServerResponse & { [KEEP]?: true })[KEEP] = true;
}

interface Kept {
  at: number;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag?: string;
}

/** Headers that belong to one response, never to a copy. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]);

const caches = new Set<{ clear(): void }>();

/** Forgets every kept answer of this process (after any write of listed content). */
export function forgetPublicAnswers(): void {
  for (const cache of caches) cache.clear();
}

/** Clears `memory` with the public answers (another memory of what the public is shown). */
export function forgetWithPublicAnswers(memory: { clear(): void }): void {
  caches.add(memory);
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After any write through the API that succeeds, this process's memories are cleared: whatever the
 * write changed (a post, a team member, a figure) is in the next page drawn or list answered here.
 */
export const forgetAfterWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) {
    res.on("finish", () => {
      if (res.statusCode < 400) forgetPublicAnswers();
    });
  }
  next();
};

export function withPublicAnswerCache(
  app: RequestListener,
  options: PublicAnswerCacheOptions,
): RequestListener {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const forget = (key: string) => {
    const answer = kept.get(key);
    if (!answer) return;
    bytes -= answer.body.length;
    kept.delete(key);
  };
  caches.add({
    clear() {
      kept.clear();
      bytes = 0;
    },
  });

  const shellHeader = SHELL_REQUEST_HEADER.toLowerCase();
  const cacheable = (req: IncomingMessage) =>
    req.method === "GET" &&
    req.headers.authorization === undefined &&
    req.headers.cookie === undefined &&
    // The service worker's request for the bare page shell gets another answer at the same address.
    req.headers[shellHeader] === undefined &&
    req.url !== undefined &&
    options.addresses(req.url);
  const keyOf = (req: IncomingMessage) => `${req.url}\n${req.headers["accept-encoding"] ?? ""}`;

  return (req, res) => {
    if (!cacheable(req)) {
      app(req, res);
      return;
    }
    const key = keyOf(req);
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < ttlMs) {
      if (hit.etag && req.headers["if-none-match"] === hit.etag) {
        const {
          "content-length": _length,
          "content-type": _type,
          "content-encoding": _enc,
          ...rest
        } = hit.headers;
        res.writeHead(304, rest);
        res.end();
        return;
      }
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    if (hit) forget(key);
    record(res, (answer) => {
      if (answer.body.length > maxBytes) return;
      forget(key);
      kept.set(key, answer);
      bytes += answer.body.length;
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    });
    app(req, res);
  };
}

/** Watches what the app writes; hands over a copy when it was a complete 200 that may be kept. */
function record(res: ServerResponse, keep: (answer: Kept) => void): void {
  const chunks: Buffer[] = [];
  let headers: OutgoingHttpHeaders | undefined;
  let status = 0;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const started = Date.now();

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const result = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    status = this.statusCode;
    headers = this.getHeaders();
    return result;
  } as typeof res.writeHead;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const result = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    // writeHead may have been implicit (no explicit call reached our wrapper before end).
    headers ??= this.getHeaders();
    status ||= this.statusCode;
    const cacheControl = String(headers["cache-control"] ?? "");
    const keepable = cacheControl.startsWith("public") || (res as { [KEEP]?: true })[KEEP] === true;
    if (status === 200 && keepable && !headers["set-cookie"]) {
      const copy: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!OWN_HEADERS.has(name) && value !== undefined) copy[name] = value;
      }
      const etag = typeof headers.etag === "string" ? headers.etag : undefined;
      keep({ at: started, status, headers: copy, body: Buffer.concat(chunks), etag });
    }
    return result;
  } as typeof res.end;
}
