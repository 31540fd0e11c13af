// Answers that carry a person's data or a credential must never sit in a browser's, a proxy's or a
// CDN's cache: anything asked with a bearer token, every write (sign-in, tokens, registration,
// donations, password resets) and the few GETs that a link's own secret opens.
import { donationPaths } from "@btw/contracts";
import type { RequestHandler } from "express";

export const NO_STORE = "private, no-store";

/** GETs without a token that still answer something personal (a donation looked up by its reference). */
const PERSONAL_GET_PREFIXES = [donationPaths.status, donationPaths.callback, donationPaths.testCheckout];

function isPersonal(req: Parameters<RequestHandler>[0]): boolean {
  if (req.headers.authorization !== undefined) return true;
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (req.url.includes("token=")) return true;
  return PERSONAL_GET_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`));
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
