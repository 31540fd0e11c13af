// The reader's language choice, and the rules that keep it from ever trapping them:
// - The address decides the page's language: /am/... is Amharic whatever was remembered.
// - A choice is remembered (localStorage) when the reader picks a language in the switcher, or
//   dismisses the suggestion banner (which keeps the language they are reading).
// - On the first page load of a visit (this tab's sessionStorage has no mark yet), an English
//   address with a remembered Amharic or Oromo choice moves once to the same page in that
//   language. Later loads never move, so a reader who follows an English link or picks English
//   stays there; a prefixed address never moves, so there is no loop.
// - With no choice remembered, the browser's languages may SUGGEST Amharic or Oromo: a banner
//   offers the same page in that language; nothing moves by itself.
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, toLanguage } from "@btw/i18n";
import { type Address, addressIn, languageOfAddress } from "./localized-link.ts";

const CHOICE_KEY = "btw.language";
const VISIT_KEY = "btw.visit";

/** Storage that may be missing or refuse (private windows, blocked storage): never fatal. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing remembered: the address still decides.
  }
}
const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function rememberedLanguage(): Language | undefined {
  const value = read(local, CHOICE_KEY);
  return isSupportedLanguage(value) ? value : undefined;
}

export function rememberLanguage(language: Language): void {
  write(local, CHOICE_KEY, language);
}

/**
 * Where the visit should start instead of `address`, or undefined to stay: only on a visit's first
 * page load, only from an English address, only to a remembered Amharic or Oromo choice, and never
 * for `englishOnly` paths (the admin console).
 */
export function visitStartAddress(
  address: Address,
  englishOnly: (path: string) => boolean,
): string | undefined {
  const firstLoad = read(session, VISIT_KEY) === null;
  write(session, VISIT_KEY, "1");
  const { language, path } = languageOfAddress(address.pathname);
  const chosen = rememberedLanguage();
  if (!firstLoad || language !== DEFAULT_LANGUAGE || !chosen || chosen === DEFAULT_LANGUAGE) return undefined;
  return englishOnly(path) ? undefined : addressIn(address, chosen);
}

/**
 * The language to suggest to a reader of `current`: the first of the browser's languages the site
 * speaks, when it is not English (most browsers here say English anyway) and not the page's own,
 * and only while no choice is remembered.
 */
export function suggestedLanguage(
  current: Language,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language | undefined {
  if (rememberedLanguage()) return undefined;
  const first = browserLanguages
    .map((tag) => toLanguage(tag))
    .find((language, index) => {
      // toLanguage answers English for tags it does not know: count only a real English tag.
      return language !== DEFAULT_LANGUAGE || browserLanguages[index]?.toLowerCase().startsWith("en");
    });
  return first && first !== DEFAULT_LANGUAGE && first !== current ? first : undefined;
}
