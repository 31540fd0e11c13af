// For writes anyone may send that a page elsewhere must not send on its visitors' behalf. A form on
// another site can post urlencoded or multipart bodies to us from any browser without asking (no
// CORS preflight), and the visitor's address then counts as the sender. So such a route takes only
// JSON, which a foreign page cannot send without a preflight we never grant, and refuses a request
// whose `Origin` names another site. Clients that are not browsers send no `Origin` and pass.
import type { RequestHandler } from "express";
import type { AppContext } from "../context.ts";
import { AppError } from "./errors.ts";

/** The origin of a URL, or undefined for one that does not parse. */
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export function sameSiteJson(ctx: AppContext): RequestHandler {
  const publicOrigin = originOf(ctx.env.PUBLIC_URL);
  return (req, _res, next) => {
    if (!req.is("application/json")) {
      throw new AppError("unsupported_media_type", "Send this request as JSON (application/json)");
    }
    const origin = req.get("origin");
    if (origin !== undefined) {
      const own = originOf(origin);
      // The configured public address, or the host this request was sent to (development behind
      // Vite's proxy, a preview on another port).
      const sameSite = own !== undefined && (own === publicOrigin || new URL(own).host === req.get("host"));
      if (!sameSite) throw new AppError("forbidden", "Requests from other sites are refused");
    }
    next();
  };
}
