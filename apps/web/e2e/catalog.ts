// The site's own texts, read from its message catalogs, so a test expects in each language exactly
// what a reader of that language is shown.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES = join(import.meta.dirname, "..", "src", "locales");

/** The text at "<namespace>:<dotted.key>" in a language's catalog. */
export function catalogText(language: string, ref: string): string {
  const [namespace, key] = ref.split(":") as [string, string];
  const catalog = JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8"));
  const text = key.split(".").reduce((node, part) => node?.[part], catalog);
  if (typeof text !== "string") throw new Error(`no text at ${language}/${ref}`);
  return text;
}
