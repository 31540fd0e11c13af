import { describe, expect, it } from "vitest";
import { type BuiltChunk, offlineKit, publicChunks } from "./service-worker-plugin.ts";

const chunk = (fileName: string, facts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...facts,
});
const src = (path: string) => `/repo/apps/web/src/${path}`;

// The entry runs the app; it lazily loads the home, a job's page and the admin console; the
// console has a shared editor chunk of its own.
const bundle = [
  chunk("assets/index.js", {
    isEntry: true,
    facadeModuleId: src("main.tsx"),
    imports: ["assets/framework.js"],
    dynamicImports: [
      "assets/home-page.js",
      "assets/job-detail-page.js",
      "assets/admin-app.js",
      "assets/am-opportunities.js",
    ],
  }),
  chunk("assets/framework.js"),
  chunk("assets/home-page.js", {
    facadeModuleId: src("features/home/home-page.tsx"),
    imports: ["assets/framework.js"],
  }),
  chunk("assets/home.js", { facadeModuleId: src("locales/en/home.json") }),
  chunk("assets/job-detail-page.js", {
    facadeModuleId: src("features/jobs/job-detail-page.tsx"),
    imports: ["assets/detail-layout.js"],
    viteMetadata: { importedCss: new Set(["assets/job-detail-page.css"]) },
  }),
  chunk("assets/detail-layout.js"),
  chunk("assets/am-opportunities.js", { facadeModuleId: src("locales/am/opportunities.json") }),
  chunk("assets/admin-app.js", {
    facadeModuleId: src("features/admin/admin-app.tsx"),
    imports: ["assets/editor.js"],
  }),
  chunk("assets/editor.js"),
];

describe("the service worker's file lists", () => {
  it("install the first load, the detail pages with their imports and styles, and catalogs in every language", () => {
    expect(offlineKit(bundle)).toEqual(
      expect.arrayContaining([
        "/assets/index.js",
        "/assets/framework.js",
        "/assets/home-page.js",
        "/assets/job-detail-page.js",
        "/assets/job-detail-page.css",
        "/assets/detail-layout.js",
        "/assets/am-opportunities.js",
        "/site.webmanifest",
      ]),
    );
    expect(offlineKit(bundle)).not.toContain("/assets/admin-app.js");
    expect(offlineKit(bundle)).not.toContain("/assets/editor.js");
  });

  it("never let the worker keep the admin console's code, nor what only the console loads", () => {
    const files = publicChunks(bundle).map((c) => c.fileName);
    expect(files).toContain("assets/job-detail-page.js");
    expect(files).not.toContain("assets/admin-app.js");
    expect(files).not.toContain("assets/editor.js");
  });
});
