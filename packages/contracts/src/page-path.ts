// The one spelling of a page's address that decisions about it are made on. Browsers, proxies and
// the app's router read `/EMAIL-ALERTS`, `/%65mail-alerts` and `/blogs/../email-alerts` as the same
// page, so every rule about a page (private or not, kept offline or not) compares this form, never
// the raw path: on the server, in the service worker, and in the server-side drawing.
import { splitLocalizedPath } from "./pages.ts";

/**
 * Percent-decoded (once, as a router does; an undecodable path is kept as sent), lower-case, with
 * `.` and `..` segments resolved (RFC 3986, never above the root), empty segments and a trailing
 * slash dropped, and backslashes read as slashes.
 */
export function normalizePagePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding: no router decodes it either.
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * Whether a path, in any spelling and under any language prefix, is one of `bases` or below one
 * (`/account` covers `/account/settings` and `/am/ACCOUNT`, not `/accounts`).
 */
export function isPathBelowAny(
  pathname: string,
  bases: readonly string[],
  languages: readonly string[],
): boolean {
  const { path } = splitLocalizedPath(normalizePagePath(pathname), languages);
  return bases.some((base) => {
    const normal = normalizePagePath(base);
    return path === normal || path.startsWith(`${normal}/`);
  });
}

/** A path of this site: one leading "/", never "//host" or "/\host" (another origin) or a scheme. */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path);
