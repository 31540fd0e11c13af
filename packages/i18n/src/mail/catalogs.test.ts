// The mail catalogs are written in their own language: every Amharic text is in Ethiopic script,
// no Afaan Oromo text is the English one, digits stay Western and names stay as they are.
import { describe, expect, it } from "vitest";
import { bannedFormsIn, readBannedForms } from "../banned-forms.ts";
import { am } from "./am.ts";
import { en } from "./en.ts";
import { om } from "./om.ts";
import type { MailCatalog } from "./types.ts";

/** Every text of a catalog by its key path; functions are called with sample values. */
function texts(catalog: MailCatalog): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") found.set(path, value);
    else if (typeof value === "function")
      found.set(path, String((value as (...args: string[]) => unknown)("1,500.00", "ETB", "btw-1")));
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(catalog, "");
  return found;
}

const ETHIOPIC_LETTERS = /[\u1200-\u135A]/;
const ETHIOPIC_DIGITS = /[\u1369-\u137C]/;
const english = texts(en);
const banned = readBannedForms();

describe.each([
  ["am", am],
  ["om", om],
] as const)("the %s mail catalog", (language, catalog) => {
  const own = texts(catalog);

  it("has every English text, none of them left in English", () => {
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      if (key === "testSubjectMark") continue;
      expect(text, key).not.toBe(english.get(key));
      if (language === "am") expect(text, key).toMatch(ETHIOPIC_LETTERS);
    }
  });

  it("writes Western digits and keeps names as they are", () => {
    for (const [key, text] of own) {
      expect(text, key).not.toMatch(ETHIOPIC_DIGITS);
      if (english.get(key)?.includes("Born To Win")) expect(text, key).toContain("Born To Win");
      if (english.get(key)?.includes("Chapa")) expect(text, key).toContain("Chapa");
    }
  });

  it("has none of the forms the glossary bans", () => {
    const found = [...own].flatMap(([key, text]) =>
      bannedFormsIn(text, banned[language]).map((form) => `${key}: ${form}`),
    );
    expect(found).toEqual([]);
  });
});
