// The site's languages as addresses: English at today's paths, the others under /am and /om
// (contracts' localizedPath). The page resolver, <head> and sitemap read them from here.
import { localizedPath, type SiteMeta, type SiteMetaFile, splitLocalizedPath } from "@btw/contracts";
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from "@btw/i18n";

/** The language an address names and the page path without its prefix. */
export const languageOfPath = (path: string): { language: Language; path: string } =>
  splitLocalizedPath(path, SUPPORTED_LANGUAGES);

/** A page's address in every language, plus x-default (the English one) for any other reader. */
export function alternateLinks(origin: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${origin}${localizedPath(path, language)}`,
    })),
    { hreflang: "x-default", href: `${origin}${localizedPath(path, DEFAULT_LANGUAGE)}` },
  ];
}

/** A language's page texts; a build without them gives English rather than failing. */
export const siteMetaIn = (file: SiteMetaFile, language: Language): SiteMeta =>
  file[language] ?? file[DEFAULT_LANGUAGE]!;

export { DEFAULT_LANGUAGE, type Language, localizedPath, SUPPORTED_LANGUAGES };
