// The message catalogs against each other and against the code. English is the reference: every
// language listed complete must have each English key (except the admin namespace, which stays
// English) with the same {{placeholders}} and no key English lacks; every English key must be one
// the code can ask for. A text missing from a listed language therefore fails here instead of
// quietly showing English.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { bannedFormsIn, readBannedForms } from "@btw/i18n/banned-forms";
import { describe, expect, it } from "vitest";
import {
  findKeyReferences,
  isReferenced,
  placeholders,
  readLanguage,
  withoutPluralSuffix,
} from "../test/catalog-keys.ts";
import {
  COMPLETE_LANGUAGES,
  DEFAULT_LANGUAGE,
  ENGLISH_ONLY_NAMESPACES,
  SUPPORTED_LANGUAGES,
} from "./i18n.ts";

// The DOM test environment gives modules an http: URL; the file's folder comes from Vite instead.
const webRoot = join(import.meta.dirname, "../..");
const localesDir = join(webRoot, "src/locales");
const english = readLanguage(localesDir, DEFAULT_LANGUAGE);
const translated = COMPLETE_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

describe("message catalogs", () => {
  it("has a folder for every complete language, and only for supported ones", () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const language of COMPLETE_LANGUAGES) expect(folders).toContain(language);
    for (const folder of folders) expect(SUPPORTED_LANGUAGES).toContain(folder);
  });

  it.each(translated)("%s has every English key, with the same placeholders, and no other", (language) => {
    const catalogs = readLanguage(localesDir, language);
    const problems: string[] = [];
    for (const [namespace, englishKeys] of english) {
      if (ENGLISH_ONLY_NAMESPACES.has(namespace)) continue;
      const keys = catalogs.get(namespace) ?? {};
      for (const [key, text] of Object.entries(englishKeys)) {
        const own = keys[key];
        if (own === undefined) problems.push(`missing ${namespace}:${key}`);
        else if (own.trim() === "") problems.push(`empty ${namespace}:${key}`);
        else if (placeholders(own).join() !== placeholders(text).join()) {
          problems.push(`placeholders differ in ${namespace}:${key}`);
        }
      }
      for (const key of Object.keys(keys)) {
        if (!(key in englishKeys)) problems.push(`not in English: ${namespace}:${key}`);
      }
    }
    for (const namespace of catalogs.keys()) {
      if (!english.has(namespace)) problems.push(`namespace not in English: ${namespace}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(["am", "om"] as const)("%s has none of the forms the glossary bans", (language) => {
    const banned = readBannedForms()[language];
    const found = [...readLanguage(localesDir, language)].flatMap(([namespace, keys]) =>
      Object.entries(keys).flatMap(([key, text]) =>
        bannedFormsIn(text, banned).map((form) => `${namespace}:${key}: ${form}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("has no English key the code never asks for", () => {
    const references = findKeyReferences([
      join(webRoot, "src"),
      join(webRoot, "scripts"),
      join(webRoot, "../../packages/contracts/src"),
    ]);
    // The validation catalog also says the API's answers to a failed call in the reader's language:
    // its keys may be texts the API writes.
    const apiReferences = findKeyReferences([join(webRoot, "../api/src")]);
    const referenced = (key: string, namespace: string) =>
      isReferenced(key, namespace, references) ||
      (namespace === "validation" && isReferenced(key, namespace, apiReferences));
    const unused = [...english].flatMap(([namespace, keys]) =>
      Object.keys(keys)
        .filter((key) => !referenced(withoutPluralSuffix(key), namespace))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});

describe("key references", () => {
  // The checker itself: a key is found through a literal, an object above it, or a template.
  const references = {
    literals: new Set(["footer.title", "about:meta", "Phone required"]),
    patterns: [/^kinds\..+\.many/u],
  };

  it("finds keys named in full, through an object above them, or by a template", () => {
    expect(isReferenced("footer.title", "common", references)).toBe(true);
    expect(isReferenced("meta.description", "about", references)).toBe(true);
    expect(isReferenced("kinds.jobs.many", "admin", references)).toBe(true);
    expect(isReferenced("Phone required", "validation", references)).toBe(true);
  });

  it("does not find keys nothing names", () => {
    expect(isReferenced("footer.subtitle", "common", references)).toBe(false);
    expect(isReferenced("meta.description", "home", references)).toBe(false);
    expect(isReferenced("kinds.jobs.manyMore", "admin", references)).toBe(false);
  });

  it("reads plural forms as the key the code asks for", () => {
    expect(withoutPluralSuffix("daysLeft_one")).toBe("daysLeft");
    expect(withoutPluralSuffix("daysLeft_other")).toBe("daysLeft");
    expect(withoutPluralSuffix("team_members")).toBe("team_members");
  });
});
