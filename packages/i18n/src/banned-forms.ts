// The forms docs/i18n/glossary.md bans from the Amharic and Afaan Oromo catalogs (familiar or
// singular imperatives, second spellings, calques, English left in), read from the one list in
// docs/i18n/banned-forms.json. The site's, the mails' and the Telegram bot's catalog tests refuse a text that has one.
// Node only: the tests import it through "@btw/i18n/banned-forms".
import { readFileSync } from "node:fs";
import { join } from "node:path";

interface BannedForm {
  /** A word or phrase, matched whole and case-insensitively. */
  form?: string;
  /** A regular expression (flags u and i). */
  pattern?: string;
  /** A whole catalog text. */
  text?: string;
  use: string;
  why: string;
}

type BannedForms = Record<"am" | "om", BannedForm[]>;

const BANNED_FORMS_FILE = join(import.meta.dirname, "../../../docs/i18n/banned-forms.json");

export function readBannedForms(file = BANNED_FORMS_FILE): BannedForms {
  const { am, om } = JSON.parse(readFileSync(file, "utf8")) as BannedForms;
  return { am, om };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A word's edges: no letter, mark, digit or Oromo hudhaa (') on either side.
const EDGE_BEFORE = "(?<![\\p{L}\\p{M}\\p{N}'])";
const EDGE_AFTER = "(?![\\p{L}\\p{M}\\p{N}'])";

function matches(entry: BannedForm, text: string): boolean {
  if (entry.text !== undefined) return text.trim().toLowerCase() === entry.text.toLowerCase();
  const source = entry.pattern ?? `${EDGE_BEFORE}${escapeRegExp(entry.form ?? "")}${EDGE_AFTER}`;
  return new RegExp(source, "iu").test(text);
}

/** The banned entries a text has (each named by its form, pattern or text). */
export function bannedFormsIn(text: string, entries: readonly BannedForm[]): string[] {
  return entries
    .filter((entry) => matches(entry, text))
    .map((entry) => `"${entry.form ?? entry.pattern ?? entry.text}" (use ${entry.use})`);
}
