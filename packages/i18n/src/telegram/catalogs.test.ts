// The Telegram catalogs are written in their own language, like the mail catalogs: every key of the
// English one, no text left in English, Amharic in Ethiopic script, Western digits.
import { describe, expect, it } from "vitest";
import { bannedFormsIn, readBannedForms } from "../banned-forms.ts";
import { am } from "./am.ts";
import { en } from "./en.ts";
import { om } from "./om.ts";
import type { TelegramCatalog } from "./types.ts";

function texts(catalog: TelegramCatalog): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") found.set(path, value);
    else if (typeof value === "function") {
      found.set(path, String((value as (...args: unknown[]) => unknown)(3, "Title")));
      found.set(`${path}(1)`, String((value as (...args: unknown[]) => unknown)(1, "Title")));
    } else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(catalog, "");
  return found;
}

const english = texts(en);
const banned = readBannedForms();

describe.each([
  ["am", am],
  ["om", om],
] as const)("the %s Telegram catalog", (language, catalog) => {
  it("has every English text, none left in English, Western digits, names kept", () => {
    const own = texts(catalog);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(text, key).not.toBe(english.get(key));
      if (language === "am") expect(text, key).toMatch(/[\u1200-\u135A]/);
      expect(text, key).not.toMatch(/[\u1369-\u137C]/);
      if (english.get(key)?.includes("Born To Win")) expect(text, key).toContain("Born To Win");
      for (const command of english.get(key)?.match(/\/[a-z]+/g) ?? []) expect(text, key).toContain(command);
    }
  });

  it("has none of the forms the glossary bans", () => {
    const found = [...texts(catalog)].flatMap(([key, text]) =>
      bannedFormsIn(text, banned[language]).map((form) => `${key}: ${form}`),
    );
    expect(found).toEqual([]);
  });
});
