// Addresses in a language, all built on the contracts' localizedPath: English at today's paths, the
// others under /am and /om. The router runs below its language's prefix (its basename), so every
// <Link to="/about"> and navigate("/about") of the app keeps the reader's language without naming it;
// these helpers serve what crosses languages (the switcher, hreflang alternates, canonical links).
import { localizedPath, splitLocalizedPath } from "@btw/contracts";
import { type Language, SUPPORTED_LANGUAGES } from "@btw/i18n";

export interface Address {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The language a browser address names, and the page path without the prefix. */
export function languageOfAddress(pathname: string): { language: Language; path: string } {
  return splitLocalizedPath(pathname, SUPPORTED_LANGUAGES);
}

/** The router's basename in a language: "/" for English, "/am" for Amharic. */
export const routerBasename = (language: Language) => localizedPath("/", language);

/**
 * The same page, with its query and fragment, in another language: "/am/resource/scholarships?field=x"
 * in Oromo is "/om/resource/scholarships?field=x". `address` is a full browser address (prefix included).
 */
export function addressIn(address: Address, language: Language): string {
  const { path } = languageOfAddress(address.pathname);
  return `${localizedPath(path, language)}${address.search ?? ""}${address.hash ?? ""}`;
}
