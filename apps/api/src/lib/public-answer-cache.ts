// A one-second memory of the answers a crowd asks for at once, in front of Express: the same
// anonymous GET of a public list, or of a site page the server drew whole, within a second is
// answered from the bytes the app sent last time (headers, compressed body, ETag and its 304) without
// running the middleware, the query, the drawing or JSON again. A CDN does the same for lists for
// 120 s; this is for the traffic that reaches the app anyway (CDN misses, no CDN at all).
//
// Only lists the app itself marked `Cache-Control: public` (personal answers are `private,
// no-store`) and pages it marked the same for every visitor (keepForASecond) are kept; requests
// with Authorization or Cookie always go through. A write of any kind clears the memory of the
// process that made it at once (forgetPublicAnswers, called where page indexes are forgotten, also
// for other instances' announcements), so nothing shown lags a write by more than a second anywhere.
// Hits are not in the request log (the log shows the misses).
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { API_PREFIX, SHELL_REQUEST_HEADER } from "@btw/contracts";
import type { RequestHandler } from "express";

/** The public paginated lists (every kind's `paginate-*` route), whose public answers may be kept. */
export function isPublicList(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/paginate-`);
}

export interface PublicAnswerCacheOptions {
  /** Which addresses' answers marked `Cache-Control: public` may be kept (pages are marked instead). */
  publicAnswers: (url: string) => boolean;
  ttlMs?: number;
  maxEntries?: number;
  /** The most bytes of answers kept (pages are tens of kilobytes each): the oldest go first. */
  maxBytes?: number;
}

const KEEP = Symbol("kept for a second");

/**
 * Marks an answer that is not public for browsers and CDNs (a page, revalidated on every visit so a
 * new release shows at once) but is the same for every visitor, so the memory may keep it; `since`:
 * when what it shows was read (a drawing kept from earlier in the second), so it is kept no longer.
 */
export function keepForASecond(res: ServerResponse, since = Date.now()): void {
  (res as ServerResponse & { [KEEP]?: number })[KEEP] = since;
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
    req.headers[shellHeader] === undefined;
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
    const publicAnswer = options.publicAnswers(req.url ?? "");
    record(res, publicAnswer, maxBytes, (answer) => {
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

/**
 * Watches what the app writes; hands over a copy when it was a complete 200 that may be kept: marked
 * public at an address whose public answers may be kept (`publicAnswer`), or marked by
 * keepForASecond. Whether it may be is known when the head goes out: nothing else is collected, and
 * nothing past `maxBytes`.
 */
function record(
  res: ServerResponse,
  publicAnswer: boolean,
  maxBytes: number,
  keep: (answer: Kept) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: OutgoingHttpHeaders | undefined;
  let keepable: boolean | undefined;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const started = Date.now();

  /** Decided once, when the head is out (writeHead may be implicit: the first write or end). */
  const decide = (response: ServerResponse) => {
    if (keepable !== undefined) return keepable;
    headers = response.getHeaders();
    const cacheControl = String(headers["cache-control"] ?? "");
    const marked = (response as { [KEEP]?: number })[KEEP] !== undefined;
    keepable =
      response.statusCode === 200 &&
      !headers["set-cookie"] &&
      (marked || (publicAnswer && cacheControl.startsWith("public")));
    return keepable;
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const result = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    decide(this);
    return result;
  } as typeof res.writeHead;
  const collect = (response: ServerResponse, chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (!decide(response)) return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += bytes.length;
    if (size > maxBytes) {
      keepable = false;
      chunks.length = 0;
      return;
    }
    chunks.push(bytes);
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(this, chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(this, chunk, rest[0]);
    const result = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (decide(this) && headers) {
      const copy: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!OWN_HEADERS.has(name) && value !== undefined) copy[name] = value;
      }
      const etag = typeof headers.etag === "string" ? headers.etag : undefined;
      const since = (this as { [KEEP]?: number })[KEEP] ?? started;
      keep({ at: Math.min(started, since), status: 200, headers: copy, body: Buffer.concat(chunks), etag });
    }
    return result;
  } as typeof res.end;
}
