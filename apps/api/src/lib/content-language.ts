// Content in three languages on the API's side: the stored original language and versions of a
// row (never one in the original's own language), their rich texts sanitised like the originals,
// and public reads in the reader's language (the `lang` query parameter, else the site's language
// header, else Accept-Language, else as stored).
import {
  acceptedLanguage,
  type ContentKind,
  LANGUAGE_HEADER,
  localizeContent,
  ORIGINAL_TEXTS,
  type Translations,
} from "@btw/contracts";
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, toLanguage } from "@btw/i18n";
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

/**
 * The language and versions a create or update body stores (only what it changes). A version in
 * the original's own language is dropped, whether the body sends one or changes the language to
 * one the row has a version in: no reader would see it (reads show the original), and the edit
 * form's Languages section says it goes on save.
 */
export function versionsToStore(
  input: { language?: Language | undefined; translations?: Translations | undefined },
  existing?: { language: string; translations: unknown },
): { language?: Language; translations?: Translations } {
  const stored = existing ? storedTranslations(existing) : undefined;
  const language = input.language ?? stored?.language ?? DEFAULT_LANGUAGE;
  const out: { language?: Language; translations?: Translations } = input.language
    ? { language: input.language }
    : {};
  // The body's versions; else, when only the language changes, the stored ones if one is in it.
  const versions =
    input.translations ??
    (input.language && stored?.translations[language] ? stored.translations : undefined);
  if (versions) {
    const { [language]: _original, ...others } = versions;
    out.translations = others;
  }
  return out;
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
