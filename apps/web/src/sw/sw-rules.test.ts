import { PRIVATE_PAGES } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import {
  ASSET_CACHE,
  cachesToDelete,
  isPrivatePagePath,
  isStorable,
  mayKeepBuiltFile,
  opportunityAnswerPath,
  opportunityOfApiPath,
  type RequestFacts,
  routeOf,
  SAVED_CACHE,
  SAVED_LIMIT,
  SAVED_LIST_MESSAGE,
  SHELL_URLS,
  savedItemsOfMessage,
  shellCacheName,
  shellUrlOf,
  uploadPathsIn,
} from "./sw-rules.ts";

const ORIGIN = "https://borntowin.example";
const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: path.startsWith("http") ? path : `${ORIGIN}${path}`,
  method: "GET",
  mode: "cors",
  hasAuthorization: false,
  destination: "",
  ...facts,
});
const open = (path: string) => get(path, { mode: "navigate", destination: "document" });

describe("what the service worker handles", () => {
  it("answers public pages in every language from the network first, with the shell offline", () => {
    for (const path of [
      "/",
      "/am",
      "/om/about",
      "/resource/scholarships",
      "/am/resource/job-opportunities/12",
      "/saved",
    ]) {
      expect(routeOf(open(path), ORIGIN), path).toBe("page");
    }
  });

  it("stands in for a page offline with the shell in the page's language", () => {
    expect(SHELL_URLS).toEqual(["/", "/am", "/om"]);
    expect(shellUrlOf("/resource/scholarships")).toBe("/");
    expect(shellUrlOf("/am")).toBe("/am");
    expect(shellUrlOf("/am/resource/job-opportunities/12")).toBe("/am");
    expect(shellUrlOf("/om/about")).toBe("/om");
    expect(shellUrlOf("/amharic-guide")).toBe("/");
  });

  it("never stores or answers admin, account, sign-in or posting screens, in any language or case", () => {
    for (const path of [
      "/admin",
      "/admin/donations",
      "/ADMIN/users",
      "/am/admin/inbox/resumes",
      "/om/admin",
      "/account",
      "/am/account/profile",
      "/sign-in",
      "/om/sign-in/forgot-password",
      "/sign-up",
      "/verify",
      "/post-opportunity",
      PRIVATE_PAGES.donationThankYou,
    ]) {
      expect(routeOf(open(path), ORIGIN), path).toBe("pass");
      expect(isPrivatePagePath(path), path).toBe(true);
    }
    // Names that merely start like a private one are public pages.
    expect(isPrivatePagePath("/administration-tips")).toBe(false);
  });

  it("keeps built files and answers one opportunity's API answer, and leaves every other API call alone", () => {
    expect(routeOf(get("/assets/start-abc123.js", { destination: "script" }), ORIGIN)).toBe("asset");
    expect(routeOf(get("/born-to-win-api/scholarships/12"), ORIGIN)).toBe("opportunity");
    // Pages ask for content in their language; any other query passes.
    expect(routeOf(get("/born-to-win-api/scholarships/12?lang=am"), ORIGIN)).toBe("opportunity");
    expect(routeOf(get("/born-to-win-api/scholarships/12?lang=xx"), ORIGIN)).toBe("pass");
    expect(routeOf(get("/born-to-win-api/scholarships/12?lang=am&page=2"), ORIGIN)).toBe("pass");
    expect(routeOf(get("/born-to-win-api/jobs/7", { hasAuthorization: true }), ORIGIN)).toBe("opportunity");
    for (const path of [
      "/born-to-win-api/paginate-scholarship?page=1",
      "/born-to-win-api/users/me",
      "/born-to-win-api/users",
      "/born-to-win-api/scholarships/12?preview=1",
      "/born-to-win-api/scholarships/12/edit",
      "/born-to-win-api/users-scholarship",
      "/born-to-win-api/statstics",
      "/born-to-win-api/feedbacks",
      "/born-to-win-api",
    ]) {
      expect(routeOf(get(path), ORIGIN), path).toBe("pass");
    }
  });

  it("passes writes, other sites, videos and files in byte ranges", () => {
    expect(routeOf(get("/born-to-win-api/scholarships/12", { method: "POST" }), ORIGIN)).toBe("pass");
    expect(routeOf(open("/about"), "https://other.example")).toBe("pass");
    expect(routeOf(get("https://i.ytimg.com/vi/x/hq.jpg", { destination: "image" }), ORIGIN)).toBe("pass");
    expect(routeOf(get("/uploads/video.mp4", { destination: "video" }), ORIGIN)).toBe("pass");
    expect(routeOf(get("/uploads/cv.pdf"), ORIGIN)).toBe("pass");
    expect(routeOf(get("/uploads/photo-800.webp", { destination: "image" }), ORIGIN)).toBe("upload");
    expect(routeOf(get("/site.webmanifest"), ORIGIN)).toBe("pass");
  });

  it("maps an opportunity to its API answer and back", () => {
    expect(opportunityAnswerPath("jobs", 7)).toBe("/born-to-win-api/jobs/7");
    expect(opportunityAnswerPath("training", 3)).toBe("/born-to-win-api/training/3");
    expect(opportunityOfApiPath("/born-to-win-api/internships/44")).toEqual({ kind: "internships", id: 44 });
    expect(opportunityOfApiPath("/born-to-win-api/internships/abc")).toBeUndefined();
    expect(opportunityOfApiPath("/born-to-win-api/paginate-jobs")).toBeUndefined();
  });
});

describe("what the service worker may store", () => {
  const ok = { status: 200, type: "basic", cacheControl: "public, max-age=30, s-maxage=120" };

  it("stores public API answers asked without a token", () => {
    expect(isStorable(ok, { hasAuthorization: false, isApi: true })).toBe(true);
  });

  it("never stores what was asked with a token, or what the server marks private or no-store", () => {
    expect(isStorable(ok, { hasAuthorization: true, isApi: true })).toBe(false);
    expect(
      isStorable({ ...ok, cacheControl: "private, no-store" }, { hasAuthorization: false, isApi: true }),
    ).toBe(false);
    expect(isStorable({ ...ok, cacheControl: "no-store" }, { hasAuthorization: false, isApi: false })).toBe(
      false,
    );
    expect(
      isStorable({ ...ok, cacheControl: "Private, max-age=60" }, { hasAuthorization: false, isApi: false }),
    ).toBe(false);
    // An API answer that does not say it is public is not kept either.
    expect(isStorable({ ...ok, cacheControl: null }, { hasAuthorization: false, isApi: true })).toBe(false);
    expect(isStorable({ ...ok, cacheControl: "max-age=30" }, { hasAuthorization: false, isApi: true })).toBe(
      false,
    );
  });

  it("never stores errors, partial answers or other sites' opaque answers", () => {
    for (const status of [206, 304, 401, 403, 404, 500]) {
      expect(isStorable({ ...ok, status }, { hasAuthorization: false, isApi: false }), String(status)).toBe(
        false,
      );
    }
    expect(isStorable({ ...ok, type: "opaque" }, { hasAuthorization: false, isApi: false })).toBe(false);
  });

  it("keeps the build's fonts and pictures once fetched, but no code (code comes installed with a release)", () => {
    expect(mayKeepBuiltFile("/assets/noto-sans-ethiopic-amharic-400-abc.woff2")).toBe(true);
    expect(mayKeepBuiltFile("/assets/placeholder-abc.svg")).toBe(true);
    expect(mayKeepBuiltFile("/assets/admin-app-123.js")).toBe(false);
    expect(mayKeepBuiltFile("/assets/admin-app-123.css")).toBe(false);
  });
});

describe("the saved list a page sends", () => {
  it("accepts the list the saved store posts, and nothing else", () => {
    const items = [
      { kind: "jobs", id: 7, title: "Accountant", deadline: null, savedAt: "2026-11-01T00:00:00Z" },
      {
        kind: "scholarships",
        id: 12,
        title: "DAAD",
        deadline: "2026-12-01",
        savedAt: "2026-11-02T00:00:00Z",
      },
    ];
    expect(savedItemsOfMessage({ type: SAVED_LIST_MESSAGE, items })).toEqual([
      { kind: "jobs", id: 7 },
      { kind: "scholarships", id: 12 },
    ]);
    expect(savedItemsOfMessage({ type: "other", items })).toBeUndefined();
    expect(savedItemsOfMessage("btw:saved-opportunities")).toBeUndefined();
    expect(savedItemsOfMessage(null)).toBeUndefined();
  });

  it("drops hostile or malformed items and caps the list", () => {
    const hostile = [
      { kind: "users", id: 1 },
      { kind: "jobs", id: -1 },
      { kind: "jobs", id: 1.5 },
      { kind: "jobs", id: "7" },
      { kind: "__proto__", id: 3 },
      { kind: "jobs", id: 1e12 },
      null,
      "jobs/7",
      { kind: "jobs", id: 7 },
      { kind: "jobs", id: 7 },
    ];
    expect(savedItemsOfMessage({ type: SAVED_LIST_MESSAGE, items: hostile })).toEqual([
      { kind: "jobs", id: 7 },
    ]);
    const many = Array.from({ length: SAVED_LIMIT + 50 }, (_, index) => ({ kind: "jobs", id: index + 1 }));
    expect(savedItemsOfMessage({ type: SAVED_LIST_MESSAGE, items: many })).toHaveLength(SAVED_LIMIT);
  });

  it("finds the uploaded images an answer names, in every width, and nothing outside /uploads", () => {
    const answer = {
      scholarships: {
        title: "DAAD",
        photo1: "/uploads/abc-1200.webp",
        link: "https://daad.de/apply",
        nested: { logo: "/uploads/logo.png" },
        sneaky: ["/uploads/../admin", "/born-to-win-api/users", "javascript:alert(1)"],
      },
    };
    expect(uploadPathsIn(answer).sort()).toEqual(
      [
        "/uploads/abc-1200.webp",
        "/uploads/abc-400.webp",
        "/uploads/abc-800.webp",
        "/uploads/logo.png",
      ].sort(),
    );
    expect(
      uploadPathsIn({ list: Array.from({ length: 50 }, (_, index) => `/uploads/${index}.png`) }),
    ).toHaveLength(8);
  });
});

describe("a new release taking over", () => {
  it("keeps this release's files and the one before it, and deletes older ones and earlier workers' caches", () => {
    const names = [
      SAVED_CACHE,
      shellCacheName("a"),
      "btw-assets-v1",
      ASSET_CACHE,
      shellCacheName("b"),
      shellCacheName("c"),
    ];
    expect(cachesToDelete(names, shellCacheName("c"))).toEqual([shellCacheName("a"), "btw-assets-v1"]);
    expect(cachesToDelete([shellCacheName("a")], shellCacheName("a"))).toEqual([]);
    expect(cachesToDelete([shellCacheName("a"), shellCacheName("b")], shellCacheName("b"))).toEqual([]);
  });
});
