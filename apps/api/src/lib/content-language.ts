// Content in three languages on the API's side: the stored original language and versions of a
// row, their rich texts sanitised like the originals, and public reads in the reader's language
// (the `lang` query parameter, else the site's language header, else Accept-Language, else as stored).
import {
  acceptedLanguage,
  type ContentKind,
  LANGUAGE_HEADER,
  localizeContent,
  ORIGINAL_TEXTS,
  type Translations,
} from "@btw/contracts";
import { isSupportedLanguage, type Language, toLanguage } from "@btw/i18n";
import type { Request, Response } from "express";
import { sanitizeRichText } from "./rich-text.ts";

/** A row's original language and versions, as the contracts' items carry them. */
export function storedTranslations(row: { language: string; translations: unknown }): {
  language: Language;
  translations: Translations;
} {
  const translations = row.translations;
  return {
    language: toLanguage(row.language),
    translations:
      translations && typeof translations === "object" && !Array.isArray(translations)
        ? (translations as Translations)
        : {},
  };
}

/** The versions with their rich-text fields passed through the one sanitiser (as the originals are). */
export function sanitisedTranslations<T extends Translations | undefined>(
  translations: T,
  richTextFields: readonly string[],
): T {
  if (!translations) return translations;
  const out: Translations = {};
  for (const [language, version] of Object.entries(translations) as [Language, Record<string, string>][]) {
    if (!version) continue;
    out[language] = Object.fromEntries(
      Object.entries(version).map(([field, text]) => [
        field,
        richTextFields.includes(field) && typeof text === "string" ? sanitizeRichText(text) : text,
      ]),
    );
  }
  return out as T;
}

/**
 * The reader's language for a public read: `lang` when the query names one, else the page's language
 * the site's own client sends (LANGUAGE_HEADER), else the first supported language of
 * Accept-Language (the answer then varies by those headers), else none. `lang=original` (the
 * console's edit forms and lists): none, the texts as stored.
 */
export function readerLanguage(
  req: Request | undefined,
  res: Response | undefined,
  lang: Language | typeof ORIGINAL_TEXTS | undefined,
): Language | undefined {
  if (lang === ORIGINAL_TEXTS) return undefined;
  if (lang) return lang;
  // Read in-process by the site's server rendering (lib/route.ts `read`), which names the page's
  // language with `lang` on every content read: without it, no headers, texts as stored.
  if (!req || !res) return undefined;
  res.vary(LANGUAGE_HEADER);
  const page = req.get(LANGUAGE_HEADER);
  if (page && isSupportedLanguage(page)) return page;
  res.vary("Accept-Language");
  return acceptedLanguage(req.get("accept-language"));
}

/** Items as a reader sees them; without a reader's language they are answered as stored. */
export function inReaderLanguage<
  K extends ContentKind,
  T extends { language?: string | null; translations?: unknown },
>(kind: K, items: T[], reader: Language | undefined): T[] {
  return reader ? items.map((item) => localizeContent(kind, item, reader)) : items;
}
