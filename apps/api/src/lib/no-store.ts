// Answers that carry a person's data or a credential must never sit in a browser's, a proxy's or a
// CDN's cache: anything asked with a bearer token, every write (sign-in, tokens, registration,
// donations, password resets) and the few GETs that a link's own secret opens.
import { donationPaths, normalizePagePath } from "@btw/contracts";
import type { RequestHandler } from "express";

export const NO_STORE = "private, no-store";

/** GETs without a token that still answer something personal (a donation looked up by its reference). */
const PERSONAL_GET_PREFIXES = [donationPaths.status, donationPaths.callback, donationPaths.testCheckout].map(
  normalizePagePath,
);

/**
 * Whether an address carries a token in its query, in any spelling (`token`, `TOKEN`, `%74oken`,
 * `resetToken`): links whose own secret opens something personal.
 */
export function carriesToken(url: string): boolean {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return false;
  const query = url.slice(queryAt + 1);
  if (/token/i.test(query)) return true;
  try {
    return [...new URLSearchParams(query).keys()].some((key) => /token/i.test(key));
  } catch {
    return false;
  }
}

function isPersonal(req: Parameters<RequestHandler>[0]): boolean {
  if (req.headers.authorization !== undefined) return true;
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (carriesToken(req.url)) return true;
  // Express matches routes whatever their case: compare the path the router reads.
  const path = normalizePagePath(req.path);
  return PERSONAL_GET_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Sets `Cache-Control: private, no-store` on personal answers, at the moment the headers go out,
 * so no later handler can mark such an answer cacheable.
 */
export const noStoreForPersonalAnswers: RequestHandler = (req, res, next) => {
  if (!isPersonal(req)) {
    next();
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadNoStore(this: typeof res, ...args: Parameters<typeof writeHead>) {
    this.setHeader("Cache-Control", NO_STORE);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
