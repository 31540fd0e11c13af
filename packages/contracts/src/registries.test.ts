import { describe, expect, it } from "vitest";
import { apiPaths } from "./api-paths.ts";
import {
  jobPagePath,
  OPPORTUNITY_KIND_INFO,
  OPPORTUNITY_KINDS,
  opportunityPagePath,
  opportunityTitle,
} from "./opportunity-kind-info.ts";
import { OPPORTUNITY_KIND_REGISTRY, opportunityKindEntries } from "./opportunity-kinds.ts";
import {
  ADMIN_PAGES,
  FOOTER_NAV,
  HEADER_ACTION,
  HEADER_NAV,
  HEADER_SCREENS,
  localizedPath,
  movedPagePath,
  PRIVATE_PAGES,
  PUBLIC_PAGES,
  routePathBelow,
  routePathOf,
  splitLocalizedPath,
} from "./pages.ts";

const knownApiPaths = new Set<string>(Object.values(apiPaths));

describe("the opportunity kind registry", () => {
  it("has one entry per kind, keyed and listed as the kind", () => {
    expect(Object.keys(OPPORTUNITY_KIND_REGISTRY).sort()).toEqual([...OPPORTUNITY_KINDS].sort());
    expect(opportunityKindEntries().map((entry) => entry.kind)).toEqual([...OPPORTUNITY_KINDS]);
    for (const entry of opportunityKindEntries()) expect(entry.listKey).toBe(entry.kind);
  });

  it("is each kind's plain facts plus its schemas", () => {
    for (const entry of opportunityKindEntries()) {
      const { schemas, ...facts } = entry;
      expect(facts).toEqual(OPPORTUNITY_KIND_INFO[entry.kind]);
      expect(Object.keys(schemas).sort()).toEqual([
        "filterCounts",
        "input",
        "item",
        "list",
        "page",
        "update",
      ]);
    }
  });

  it("gives every kind its own entity and five API paths that the API declares", () => {
    const entries = opportunityKindEntries();
    expect(new Set(entries.map((entry) => entry.entity)).size).toBe(entries.length);
    const all = entries.flatMap((entry) => Object.values(entry.paths));
    expect(new Set(all).size).toBe(entries.length * 5);
    for (const path of all) expect(knownApiPaths.has(path)).toBe(true);
  });

  it("gives every kind a public page, an admin page and schemas whose item has the title column", () => {
    for (const entry of opportunityKindEntries()) {
      expect(Object.values(PUBLIC_PAGES)).toContain(entry.page);
      expect(Object.values(ADMIN_PAGES)).toContain(entry.adminPath);
      expect(Object.keys(entry.schemas.item.shape)).toContain(entry.titleField);
      expect("photo1" in entry.schemas.item.shape).toBe(entry.hasPhoto);
    }
  });

  it("builds item pages below the kind's list page", () => {
    expect(opportunityPagePath("training", 7)).toBe(`${PUBLIC_PAGES.training.path}/7`);
    expect(jobPagePath(3)).toBe("/resource/job-opportunities/3");
  });

  it("names an item by its own title when it has one, else by its kind's title column", () => {
    expect(opportunityTitle("jobs", { JobTitle: "Data analyst" })).toBe("Data analyst");
    const internship = { internshipCategory: "Other", title: "Ward assistant" };
    expect(opportunityTitle("internships", internship)).toBe("Ward assistant");
    expect(opportunityTitle("internships", { ...internship, title: " " })).toBe("Other");
    expect(opportunityTitle("internships", { ...internship, title: null })).toBe("Other");
  });
});

describe("the page registry", () => {
  const publicPaths = Object.values(PUBLIC_PAGES).map((page) => page.path);

  it("gives every page a distinct absolute path and catalog keys for its texts", () => {
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
    for (const page of Object.values(PUBLIC_PAGES)) {
      expect(page.path).toMatch(/^\/[^\s?#]*$/);
      expect(page.meta).toMatch(/^[a-z-]+:[\w.]+$/);
      expect(page.hero).toMatch(/^[a-z-]+:[\w.]+$/);
      expect(page.sitemap.priority).toBeGreaterThan(0);
    }
    const adminPaths = Object.values(ADMIN_PAGES);
    expect(new Set(adminPaths).size).toBe(adminPaths.length);
    for (const path of adminPaths)
      expect(path === PRIVATE_PAGES.admin || path.startsWith("/admin/")).toBe(true);
  });

  it("moves another spelling of a fixed page's address to the canonical one", () => {
    expect(movedPagePath("/resource/video-pdf")).toBe(PUBLIC_PAGES.videoPdf.path);
    expect(movedPagePath("/About")).toBe(PUBLIC_PAGES.about.path);
    for (const path of publicPaths) expect(movedPagePath(path), path).toBeUndefined();
    expect(movedPagePath("/resource/resume-sample")).toBeUndefined();
  });

  it("keeps private screens apart from public pages", () => {
    for (const path of Object.values(PRIVATE_PAGES)) expect(publicPaths).not.toContain(path);
  });

  it("links the header and footer only to pages it holds", () => {
    const linked = [
      HEADER_ACTION.page,
      ...HEADER_NAV.flatMap((item) => (item.kind === "link" ? [item.page] : item.items.map((i) => i.page))),
      ...FOOTER_NAV.flatMap((column) => column.links.map((link) => link.page)),
    ];
    for (const key of linked) expect(PUBLIC_PAGES).toHaveProperty(key);
  });

  it("links the header's own screens to private screens, the post link beside the four lists", () => {
    for (const link of Object.values(HEADER_SCREENS)) expect(PRIVATE_PAGES).toHaveProperty(link.screen);
    const menu = HEADER_NAV.find((item) => item.kind === "menu" && item.label === HEADER_SCREENS.post.menu);
    expect(menu?.kind === "menu" && menu.items.map((item) => item.page)).toEqual([
      "scholarships",
      "internships",
      "training",
      "jobs",
    ]);
  });

  it("builds a localized path in one place: English as it is, other languages under a prefix", () => {
    expect(localizedPath("/about")).toBe("/about");
    expect(localizedPath("/about", "en")).toBe("/about");
    expect(localizedPath("/about", "am")).toBe("/am/about");
    expect(localizedPath("/", "om")).toBe("/om");
  });

  it("reads a path's language back: a prefix it knows, or English", () => {
    const languages = ["en", "am", "om"] as const;
    for (const language of languages) {
      for (const path of ["/", "/about", "/resource/scholarships/3"]) {
        expect(splitLocalizedPath(localizedPath(path, language), languages)).toEqual({ language, path });
      }
    }
    expect(splitLocalizedPath("/amharic", languages)).toEqual({ language: "en", path: "/amharic" });
    expect(splitLocalizedPath("/am/", languages)).toEqual({ language: "am", path: "/" });
    expect(splitLocalizedPath("/fr/about", languages)).toEqual({ language: "en", path: "/fr/about" });
  });

  it("turns paths into nested route paths", () => {
    expect(routePathOf(PUBLIC_PAGES.training.path)).toBe("resource/training");
    expect(routePathOf("/")).toBe("");
    expect(routePathBelow(PRIVATE_PAGES.admin, ADMIN_PAGES.feedback)).toBe("inbox/feedback");
    expect(routePathBelow(PRIVATE_PAGES.admin, ADMIN_PAGES.dashboard)).toBe("");
  });
});
