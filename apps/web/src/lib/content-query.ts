// Content (listings, posts, resources, testimonials, the team) is read in the reader's language: the
// page's language ends each content query's key and goes with its request as `lang`. The server's
// drawing (in-process), the first-load state it hands over and the browser then ask the same
// question and get the same answer, and an answer in one language is never shown in another.
import type { Language } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { apiGet, type Query } from "./http.ts";

/** The page's language (the server's renderer gives each page its own i18n instance, in that language). */
export function useReaderLanguage(): Language {
  return useTranslation().i18n.language as Language;
}

/** A content query's key and read: `key` followed by the language, `path` asked with `lang`. */
export function contentQuery<T>(
  language: Language,
  key: readonly unknown[],
  path: string,
  query: Query = {},
) {
  return {
    queryKey: [...key, language],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<T>(path, { ...query, lang: language }, signal),
  };
}
