import { beforeEach, describe, expect, it } from "vitest";
import {
  rememberedLanguage,
  rememberLanguage,
  suggestedLanguage,
  visitStartAddress,
} from "./language-choice.ts";

const isAdmin = (path: string) => path.startsWith("/admin");

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the remembered language", () => {
  it("is what the reader picked, and nothing else", () => {
    expect(rememberedLanguage()).toBeUndefined();
    rememberLanguage("om");
    expect(rememberedLanguage()).toBe("om");
    localStorage.setItem("btw.language", "fr");
    expect(rememberedLanguage()).toBeUndefined();
  });

  it("moves a visit's first English page once to the remembered language, keeping the query", () => {
    rememberLanguage("am");
    const address = { pathname: "/resource/scholarships", search: "?field=Public+Health", hash: "" };
    expect(visitStartAddress(address, isAdmin)).toBe("/am/resource/scholarships?field=Public+Health");
    // The next page load of the same visit stays where the reader went: no loop, no trap.
    expect(visitStartAddress(address, isAdmin)).toBeUndefined();
  });

  it("never moves an address that names its language, English, or the English-only console", () => {
    rememberLanguage("am");
    expect(visitStartAddress({ pathname: "/om/about" }, isAdmin)).toBeUndefined();
    sessionStorage.clear();
    expect(visitStartAddress({ pathname: "/admin/blogs" }, isAdmin)).toBeUndefined();
    sessionStorage.clear();
    rememberLanguage("en");
    expect(visitStartAddress({ pathname: "/about" }, isAdmin)).toBeUndefined();
    sessionStorage.clear();
    localStorage.clear();
    expect(visitStartAddress({ pathname: "/about" }, isAdmin)).toBeUndefined();
  });
});

describe("the suggested language", () => {
  it("is the browser's first language the site speaks, when it is Amharic or Oromo", () => {
    expect(suggestedLanguage("en", ["am-ET", "en-US"])).toBe("am");
    expect(suggestedLanguage("en", ["fr-FR", "om"])).toBe("om");
    expect(suggestedLanguage("am", ["om-ET"])).toBe("om");
  });

  it("is nothing when the browser prefers English, the page is in that language, or a choice is remembered", () => {
    expect(suggestedLanguage("en", ["en-US", "am"])).toBeUndefined();
    expect(suggestedLanguage("am", ["am"])).toBeUndefined();
    expect(suggestedLanguage("en", ["fr", "de"])).toBeUndefined();
    rememberLanguage("en");
    expect(suggestedLanguage("en", ["am"])).toBeUndefined();
  });
});
