// Which language a visitor uses, as the web tells the API: a header on every request (the web's
// HTTP client sets it from the page's language), so forms need no field of their own. The API
// stores it with the subscriber, donation, pledge or account, and their emails speak it.
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { z } from "zod";

export { LANGUAGE_HEADER } from "./language-header.ts";

/** One of the site's languages; absent means English. */
export const siteLanguageSchema = z
  .enum(SUPPORTED_LANGUAGES, { error: `Use one of: ${SUPPORTED_LANGUAGES.join(", ")}` })
  .default(DEFAULT_LANGUAGE);
