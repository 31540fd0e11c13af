import { describe, expect, it } from "vitest";
import { pageScripts } from "./page-scripts.ts";

// A small build: the entry runs the framework; the home page imports a form and lazily its sections
// (which import a chart and a stylesheet); the form lazily imports its choices; a catalog is a chunk.
const manifest = {
  "index.html": {
    file: "assets/index-a.js",
    imports: ["_framework-b.js"],
    dynamicImports: ["src/home-page.tsx"],
  },
  "_framework-b.js": { file: "assets/framework-b.js" },
  "src/home-page.tsx": {
    file: "assets/home-page-c.js",
    imports: ["_framework-b.js", "_form-d.js"],
    dynamicImports: ["src/home-sections.tsx"],
  },
  "_form-d.js": {
    file: "assets/form-d.js",
    imports: ["_framework-b.js"],
    dynamicImports: ["src/choices.tsx"],
  },
  "src/home-sections.tsx": { file: "assets/home-sections-e.js", imports: ["_chart-f.js", "_site.css"] },
  "_site.css": { file: "assets/site.css" },
  "_chart-f.js": { file: "assets/chart-f.js" },
  "src/choices.tsx": { file: "assets/choices-g.js" },
  "src/locales/am/home.json": { file: "assets/home-h.js" },
};
const modules = {
  "src/home-page.tsx": ["/assets/home-page-c.js", "/assets/site.css"],
  "src/form.tsx": ["/assets/form-d.js"],
  "src/home-sections.tsx": ["/assets/home-sections-e.js", "/assets/site.css"],
  "src/locales/am/home.json": ["/assets/home-h.js"],
};

describe("a drawn page's scripts", () => {
  const scriptsOf = pageScripts(manifest, modules);

  it("are its page's chunk with what it imports, and its catalogs, without the entry's", () => {
    expect(scriptsOf(["/src/home-page.tsx", "/src/locales/am/home.json"])).toEqual([
      "/assets/home-page-c.js",
      "/assets/form-d.js",
      "/assets/home-h.js",
    ]);
  });

  it("leave out what loads lazily, stylesheets, and modules the build does not know", () => {
    const scripts = scriptsOf(["/src/home-page.tsx", "/src/home-sections.tsx", "/src/gone.tsx"]);
    // Named on their own, the sections come with what they import, and the stylesheet stays out.
    expect(scripts).toContain("/assets/chart-f.js");
    expect(scriptsOf(["/src/home-page.tsx"])).not.toContain("/assets/home-sections-e.js");
    expect(scripts).not.toContain("/assets/choices-g.js");
    expect(scripts.filter((src) => !src.endsWith(".js"))).toEqual([]);
    expect(scriptsOf(["/src/gone.tsx"])).toEqual([]);
  });
});
