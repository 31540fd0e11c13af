import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { BUILD_MANIFEST, type BuildManifest } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { precacheList, publicSiteCode } from "./precache-list.ts";

// Vite's build manifest of a small site: the entry runs the app; it lazily loads the home, a job's
// page (a chunk with no source of its own), a catalog and the admin console, whose editor only it uses.
const manifest: BuildManifest = {
  "index.html": {
    file: "assets/index-a.js",
    isEntry: true,
    imports: ["_framework-b.js"],
    dynamicImports: [
      "src/features/home/home-page.tsx",
      "_job-detail-page-c.js",
      "src/locales/am/opportunities.json",
      "src/locales/am/admin.json",
      "src/features/admin/admin-app.tsx",
    ],
  },
  "_framework-b.js": { file: "assets/framework-b.js" },
  "src/features/home/home-page.tsx": { file: "assets/home-page-d.js", css: ["assets/site-e.css"] },
  "_job-detail-page-c.js": { file: "assets/job-detail-page-c.js", imports: ["_rich-text-f.js"] },
  "_rich-text-f.js": { file: "assets/rich-text-f.js" },
  "src/locales/am/opportunities.json": { file: "assets/opportunities-g.js" },
  "src/locales/am/admin.json": { file: "assets/admin-h.js" },
  "src/features/admin/admin-app.tsx": {
    file: "assets/admin-app-i.js",
    imports: ["_editor-j.js", "_framework-b.js"],
    css: ["assets/admin-app-k.css"],
  },
  "_editor-j.js": { file: "assets/editor-j.js" },
};

describe("the service worker's precache list", () => {
  it("holds the public site's code, lazy pages and catalogs included, with their styles", () => {
    expect([...publicSiteCode(manifest)].sort()).toEqual([
      "assets/framework-b.js",
      "assets/home-page-d.js",
      "assets/index-a.js",
      "assets/job-detail-page-c.js",
      "assets/opportunities-g.js",
      "assets/rich-text-f.js",
      "assets/site-e.css",
    ]);
  });

  it("installs the shell as `/`, `/am` and `/om`, and never the admin console's code, nor what only the console loads", () => {
    const outDir = mkdtempSync(join(tmpdir(), "btw-precache-"));
    mkdirSync(dirname(join(outDir, BUILD_MANIFEST)), { recursive: true });
    writeFileSync(join(outDir, BUILD_MANIFEST), JSON.stringify(manifest));
    const globbed = [
      "index.html",
      "site.webmanifest",
      ...Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
    ].map((url) => ({ url, revision: url.startsWith("assets/") ? null : "r1", size: 1 }));
    const urls = precacheList(outDir)(globbed).manifest.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining(["/", "/am", "/om", "site.webmanifest", "assets/job-detail-page-c.js"]),
    );
    expect(urls).not.toContain("index.html");
    for (const file of [
      "assets/admin-app-i.js",
      "assets/admin-app-k.css",
      "assets/editor-j.js",
      "assets/admin-h.js",
    ])
      expect(urls).not.toContain(file);
  });
});
