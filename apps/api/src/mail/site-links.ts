// Links in emails open the page in the reader's language: contracts' localizedPath under PUBLIC_URL.
import { localizedPath, PUBLIC_PAGES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import type { Env } from "../env.ts";

export function siteUrl(env: Pick<Env, "PUBLIC_URL">, path: string, language: Language = "en"): string {
  return new URL(localizedPath(path, language), env.PUBLIC_URL).toString();
}

/** The home page in a language: every visitor email's footer links to it. */
export const homeUrl = (env: Pick<Env, "PUBLIC_URL">, language: Language) =>
  siteUrl(env, PUBLIC_PAGES.home.path, language);
