/**
 * The request header that names the visitor's language (en, am, om). The web's HTTP client sets it
 * from the page's language on every call; zod-free, so the web's first chunk can import it.
 */
export const LANGUAGE_HEADER = "X-Site-Language";
