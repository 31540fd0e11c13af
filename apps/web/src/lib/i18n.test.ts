import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPLETE_LANGUAGES, catalogModules, i18n, loadNamespaces, setLanguage } from "./i18n.ts";

const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../locales", language, `${namespace}.json`), "utf8"));

afterEach(async () => {
  await setLanguage("en");
});

describe("setLanguage", () => {
  it("loads the language's catalogs and marks the document's language", async () => {
    expect(await setLanguage("am")).toBe("am");
    expect(i18n.language).toBe("am");
    expect(document.documentElement.lang).toBe("am");
    expect(i18n.getResourceBundle("am", "common")).toEqual(catalog("am", "common"));
    await loadNamespaces(["home"]);
    expect(i18n.getResourceBundle("am", "home")).toEqual(catalog("am", "home"));
  });

  it("loads a complete language's page catalogs without English ones beside them", async () => {
    expect(COMPLETE_LANGUAGES).toContain("om");
    i18n.removeResourceBundle("en", "faq");
    await setLanguage("om");
    await loadNamespaces(["faq"]);
    expect(i18n.hasResourceBundle("om", "faq")).toBe(true);
    expect(i18n.hasResourceBundle("en", "faq")).toBe(false);
    i18n.addResourceBundle("en", "faq", catalog("en", "faq"));
  });

  it("answers English for a language the site does not speak", async () => {
    await setLanguage("am");
    expect(await setLanguage("fr")).toBe("en");
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("catalogModules", () => {
  it("names a page's catalogs in its language by their files, with the start's own", () => {
    const paths = catalogModules("am", ["validation", "home", "admin", "nowhere"]);
    expect(paths).toEqual([
      "/src/locales/am/common.json",
      "/src/locales/am/meta.json",
      "/src/locales/am/validation.json",
      "/src/locales/am/home.json",
      // Written in English only: every language reads English's.
      "/src/locales/en/admin.json",
    ]);
    for (const path of paths)
      expect(() => readFileSync(join(import.meta.dirname, "../..", path))).not.toThrow();
  });

  it("leaves out English's start catalogs, which the entry's own script holds", () => {
    expect(catalogModules("en", ["home"])).toEqual(["/src/locales/en/home.json"]);
  });
});
