import { type Language, toLanguage } from "../languages.ts";
import { am } from "./am.ts";
import { en } from "./en.ts";
import { om } from "./om.ts";
import type { MailCatalog } from "./types.ts";

export { staffNotices } from "./staff-notices.ts";

const MAIL_CATALOGS: Record<Language, MailCatalog> = { en, am, om };

/** The email words of a language; an unknown language gets English. */
export function mailCatalog(language: string | null | undefined): MailCatalog {
  return MAIL_CATALOGS[toLanguage(language)];
}
