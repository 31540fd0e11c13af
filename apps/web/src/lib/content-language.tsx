// Content shown in the reader's language when a version exists, else in its original: the API says
// which language each field is in (`fieldLanguages`). A field in another language than the page's
// is marked with its own `lang` (screen readers and fonts follow it), and a small note in the
// page's language says that the text is not yet translated.
import type { Language } from "@btw/i18n";
import { useTranslation } from "react-i18next";

interface Localized {
  language?: Language;
  fieldLanguages?: Record<string, Language> | null;
}

/** The language a field is written in: the API's answer, else the item's original language. */
const fieldLanguage = (item: Localized, field: string): Language | undefined =>
  item.fieldLanguages?.[field] ?? item.language;

/** `lang` for an element that shows `field` of any item, when it differs from the page's language. */
export function useLangOf(): (item: Localized, field: string) => { lang?: Language } {
  const { i18n } = useTranslation();
  return (item, field) => {
    const language = fieldLanguage(item, field);
    return language && language !== i18n.language ? { lang: language } : {};
  };
}

/** `lang` for an element that shows `field` of `item`, when it differs from the page's language. */
export function useFieldLang(item: Localized): (field: string) => { lang?: Language } {
  const langOf = useLangOf();
  return (field) => langOf(item, field);
}

/** "Not yet translated into <the page's language>", when any of the shown fields is not in the page's language. */
export function NotTranslatedNote({ item, fields }: { item: Localized; fields: readonly string[] }) {
  const { t, i18n } = useTranslation("common");
  const untranslated = fields.some((field) => {
    const language = fieldLanguage(item, field);
    return language !== undefined && language !== i18n.language;
  });
  return untranslated ? <p className="not-translated">{t("content.notTranslated")}</p> : null;
}
