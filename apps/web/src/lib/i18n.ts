// One message catalog for every visible string: src/locales/<language>/<namespace>.json.
// "common" (layout, shared UI, validation) ships with the entry; each page's namespace loads with
// its route chunk, so adding Amharic or Afaan Oromo means adding JSON files, not touching components.
import i18n, { type BackendModule, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../locales/en/common.json";
import meta from "../locales/en/meta.json";
import validation from "../locales/en/validation.json";

export const SUPPORTED_LANGUAGES = ["en"] as const;
export const DEFAULT_LANGUAGE = "en";

type Catalog = Record<string, unknown>;
// English "common", "meta" and "validation" ship with the entry (imported above); the rest load on demand.
const catalogs = import.meta.glob<Catalog>(
  [
    "../locales/*/*.json",
    "!../locales/en/common.json",
    "!../locales/en/meta.json",
    "!../locales/en/validation.json",
  ],
  { import: "default" },
);

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ["common", "meta", "validation"],
    defaultNS: "common",
    partialBundledLanguages: true,
    resources: { en: { common, meta, validation } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: true },
    // A missing text is a bug: report it where tests and audits look (the browser console).
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing text "${namespace}:${key}" for ${languages.join(", ")}`);
    },
  });

export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * Validation texts come from the shared zod schemas in English; they are looked up by their own text
 * in the "validation" catalog (no key separators: the texts contain dots and colons).
 */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const options = { ns: "validation", keySeparator: false, nsSeparator: false } as const;
  return i18n.exists(message, options) ? t(message, options) : message;
}

export { i18n };
