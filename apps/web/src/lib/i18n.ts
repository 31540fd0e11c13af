// One message catalog for every visible string: src/locales/<language>/<namespace>.json.
// English "common" and "meta" (layout, shared UI, page meta) ship with the entry, for English is the
// default language and its first page must not wait for a fetch. Everything else, and every catalog
// of Amharic and Afaan Oromo, loads on demand as its own small file: a page fetches only its own
// language's namespaces ("validation", the words of form and server messages, beside every page's
// code: app/routes.tsx).
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
  toLanguage,
} from "@btw/i18n";
import i18n, { type BackendModule, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../locales/en/common.json";
import meta from "../locales/en/meta.json";
import { UNTRANSLATED_VALIDATION_KEY, validationText } from "./validation-patterns.ts";

export { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES };

/**
 * Languages whose catalogs have every key English has (src/lib/catalogs.test.ts holds them to it).
 * These never fall back to English, so their pages load no English catalog beside their own; a
 * language not listed yet shows English for a missing text.
 */
export const COMPLETE_LANGUAGES: readonly Language[] = ["en", "am", "om"];

/** Namespaces written in English only (the admin console): every language reads the English file. */
export const ENGLISH_ONLY_NAMESPACES: ReadonlySet<string> = new Set(["admin"]);

type Catalog = Record<string, unknown>;
/** Each catalog, by its path from here (English's start catalogs are in the entry itself). */
const catalogs = import.meta.glob<Catalog>(
  ["../locales/*/*.json", "!../locales/en/common.json", "!../locales/en/meta.json"],
  { import: "default" },
);

/** The namespaces every page reads from the start. */
const START_NAMESPACES = ["common", "meta"] as const;

/** Where a namespace's catalog in a language is (English's for an English-only namespace). */
const catalogPath = (language: string, namespace: string) =>
  `../locales/${ENGLISH_ONLY_NAMESPACES.has(namespace) ? DEFAULT_LANGUAGE : language}/${namespace}.json`;

/**
 * The catalogs a page in `language` loads, with the start's own, by their paths in the project (the
 * server names them in a drawn page's HTML: apps/api/src/site/page-scripts.ts).
 */
export function catalogModules(language: Language, namespaces: readonly string[]): string[] {
  const paths = [...START_NAMESPACES, ...namespaces].map((namespace) => catalogPath(language, namespace));
  return [...new Set(paths)].filter((path) => path in catalogs).map((path) => path.replace("../", "/src/"));
}

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[catalogPath(language, namespace)];
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
    fallbackLng: (code) => (COMPLETE_LANGUAGES.includes(code as Language) ? [] : [DEFAULT_LANGUAGE]),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: "currentOnly",
    ns: [...START_NAMESPACES],
    defaultNS: "common",
    partialBundledLanguages: true,
    resources: { en: { common, meta } },
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

/**
 * Switches the site to a language (the one the address names) before or after the first render:
 * loads that language's catalogs for the namespaces in use and marks the document's language, which
 * the stylesheets read (Ethiopic line height). An unknown language gives English.
 */
export async function setLanguage(language: string): Promise<Language> {
  const chosen = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.language !== chosen) await i18n.changeLanguage(chosen);
  // Written only when it changes: each write makes the browser restyle the whole page (`:lang()`).
  if (typeof document !== "undefined" && document.documentElement.lang !== chosen) {
    document.documentElement.lang = chosen;
  }
  return chosen;
}

export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/**
 * Every catalog of every language, loaded once (the server's renderer, which draws pages in any
 * language at any moment, so no page ever waits for a catalog or draws with a missing one).
 */
export async function loadAllCatalogs(): Promise<void> {
  await Promise.all(
    Object.entries(catalogs).map(async (entry) => {
      const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(entry[0]) ?? [];
      if (!language || !namespace || i18n.hasResourceBundle(language, namespace)) return;
      i18n.addResourceBundle(language, namespace, await entry[1]());
    }),
  );
}

/**
 * Texts of one namespace in a language other than the page's (the banner that suggests a language
 * speaks that language): loads that one catalog and answers its translate function.
 */
export async function catalogIn(language: Language, namespace: string): Promise<TFunction> {
  if (!i18n.hasResourceBundle(language, namespace)) {
    const load = catalogs[catalogPath(language, namespace)];
    if (load) i18n.addResourceBundle(language, namespace, await load());
  }
  return i18n.getFixedT(language, namespace);
}

/** A request field named before a message ("currentPassword: ...", "email: ..."): a name, not a label. */
const FIELD_PATH = /^[\w.[\]]+: /u;

/**
 * The reader's words for a message a visitor may read in English: a form's validation message (the
 * contracts' zod schemas) or a server's answer to a failed call (the API's `{ message }`). A fixed
 * text is looked up by its own text in the "validation" catalog (no key separators: the texts contain
 * dots and colons), also without the request field the API puts before it ("currentPassword: ...");
 * a text built with values in it ("Title must be at most 200 characters", "Please try again in 3
 * minutes") by its shape (validation-patterns.ts), as a key that fills the values in. English readers
 * keep the contracts' and the API's own words; zod's own wording ("Too big: expected string to have
 * <=200 characters") is reworded in every language. A text of neither kind is shown in English, said
 * to be not yet translated.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // Before the page's catalogs arrive (app/routes.tsx loads it with every page): the text as sent.
  if (!i18n.hasLoadedNamespace("validation")) return message;
  const options = { ns: "validation", keySeparator: false, nsSeparator: false } as const;
  if (i18n.exists(message, options)) return t(message, options);
  const unnamed = message.replace(FIELD_PATH, "");
  if (unnamed !== message && i18n.exists(unnamed, options)) return t(unnamed, options);
  const text = validationText(message, toLanguage(i18n.language));
  if (text && (text.wordedByZod || i18n.language !== DEFAULT_LANGUAGE)) {
    return t(text.key, { ...options, ...text.values });
  }
  return t(UNTRANSLATED_VALIDATION_KEY, { ...options, message });
}

export { i18n };
