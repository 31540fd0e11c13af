// The language a visitor's request names (the web sets the header from the page's language): read
// where a request leads to an email, and stored with the row so later emails speak it too.
import { LANGUAGE_HEADER, siteLanguageSchema } from "@btw/contracts";
import { type Language, SUPPORTED_LANGUAGES, toLanguage } from "@btw/i18n";
import type { Request } from "express";
import { AppError } from "../lib/errors.ts";

export function visitorLanguage(req: Pick<Request, "get">): Language {
  const parsed = siteLanguageSchema.safeParse(req.get(LANGUAGE_HEADER) || undefined);
  if (!parsed.success) {
    throw new AppError(
      "bad_request",
      `${LANGUAGE_HEADER}: ${parsed.error.issues[0]?.message ?? "unknown language"}`,
    );
  }
  return parsed.data;
}

/**
 * The language of a page the API serves that names no stored row (a dead emailed link): the browser's
 * first supported Accept-Language (a link opened from an email carries no X-Site-Language), else English.
 */
export function browserLanguage(req: Pick<Request, "acceptsLanguages">): Language {
  return toLanguage(req.acceptsLanguages(...SUPPORTED_LANGUAGES) || undefined);
}
