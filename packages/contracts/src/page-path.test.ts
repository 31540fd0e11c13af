import { describe, expect, it } from "vitest";
import { isPathBelowAny, isSitePath, normalizePagePath } from "./page-path.ts";

describe("page paths", () => {
  it("spell every way of writing a path one way", () => {
    for (const path of [
      "/email-alerts",
      "/EMAIL-ALERTS",
      "/%65mail-alerts",
      "/%45MAIL-alerts/",
      "/blogs/../email-alerts",
      "/blogs/%2e%2e/email-alerts",
      "/./email-alerts",
      "//email-alerts",
      "/../../email-alerts",
      "/blogs/..%2femail-alerts",
      "/blogs\\..\\email-alerts",
    ]) {
      expect(normalizePagePath(path), path).toBe("/email-alerts");
    }
    expect(normalizePagePath("/")).toBe("/");
    expect(normalizePagePath("/jobs/%E0%A4%A")).toBe("/jobs/%e0%a4%a");
  });

  it("tell whether a path is below a base in any language, without matching a longer name", () => {
    const bases = ["/account", "/email-alerts"];
    const languages = ["en", "am", "om"];
    for (const path of [
      "/account",
      "/Account/settings",
      "/am/ACCOUNT",
      "/%61m/account",
      "/om/x/../email-alerts",
    ])
      expect(isPathBelowAny(path, bases, languages), path).toBe(true);
    for (const path of ["/accounts", "/blogs", "/am/blogs", "/account-tips"])
      expect(isPathBelowAny(path, bases, languages), path).toBe(false);
  });
});

describe("a path of this site", () => {
  it("starts with one slash; another origin or a scheme is not one", () => {
    for (const path of ["/", "/post-opportunity?kind=jobs", "/om/account"])
      expect(isSitePath(path)).toBe(true);
    for (const path of [
      "//evil.test/x",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "account",
      "",
    ])
      expect(isSitePath(path)).toBe(false);
  });
});
