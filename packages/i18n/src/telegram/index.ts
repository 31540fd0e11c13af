import { type Language, toLanguage } from "../languages.ts";
import { am } from "./am.ts";
import { en } from "./en.ts";
import { om } from "./om.ts";
import type { TelegramCatalog } from "./types.ts";

const TELEGRAM_CATALOGS: Record<Language, TelegramCatalog> = { en, am, om };

/** Telegram's words in a language; an unknown language gets English. */
export function telegramCatalog(language: string | null | undefined): TelegramCatalog {
  return TELEGRAM_CATALOGS[toLanguage(language)];
}
