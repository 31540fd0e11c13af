import { describe, expect, it } from "vitest";
import { addressIn, languageOfAddress, routerBasename } from "./localized-link.ts";

describe("addresses in a language", () => {
  it("reads the language of an address, English without a prefix", () => {
    expect(languageOfAddress("/am/resource/scholarships")).toEqual({
      language: "am",
      path: "/resource/scholarships",
    });
    expect(languageOfAddress("/om")).toEqual({ language: "om", path: "/" });
    expect(languageOfAddress("/about")).toEqual({ language: "en", path: "/about" });
    // A path that only starts with the letters of a language is not in it.
    expect(languageOfAddress("/amharic-news")).toEqual({ language: "en", path: "/amharic-news" });
  });

  it("moves the same page, query and fragment to another language", () => {
    const address = { pathname: "/am/resource/scholarships", search: "?field=Public+Health", hash: "#list" };
    expect(addressIn(address, "om")).toBe("/om/resource/scholarships?field=Public+Health#list");
    expect(addressIn(address, "en")).toBe("/resource/scholarships?field=Public+Health#list");
    expect(addressIn({ pathname: "/" }, "am")).toBe("/am");
    expect(addressIn({ pathname: "/om" }, "en")).toBe("/");
    // The router's own location has no prefix: it works the same.
    expect(addressIn({ pathname: "/about", search: "" }, "am")).toBe("/am/about");
  });

  it("runs the router below the language's prefix", () => {
    expect(routerBasename("en")).toBe("/");
    expect(routerBasename("am")).toBe("/am");
    expect(routerBasename("om")).toBe("/om");
  });
});
