// The site's languages. English is the default and lives at today's paths; the others get a
// path prefix (/am/..., /om/...).

export const SUPPORTED_LANGUAGES = ["en", "am", "om"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name for itself (a language menu shows these) and its script. */
export const LANGUAGE_DETAILS: Record<Language, { nativeName: string; script: "Latn" | "Ethi" }> = {
  en: { nativeName: "English", script: "Latn" },
  am: { nativeName: "አማርኛ", script: "Ethi" },
  // Afaan Oromo is written in Qubee, the Latin alphabet.
  om: { nativeName: "Afaan Oromoo", script: "Latn" },
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a tag such as "am-ET" or "om" names, or the default. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}
