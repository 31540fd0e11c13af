// Workbox's precache list for the service worker (vite.config.ts hands it to vite-plugin-pwa): the
// files it globs, narrowed to the page shells (index.html, installed as `/`, `/am` and `/om`), the static files
// sw-rules.ts names, and the public site's code: every script and stylesheet reachable from the
// entry through imports and lazy imports, except through sw-rules.ts's PRIVATE_CODE. Vite's build
// manifest holds that graph.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_MANIFEST, type BuildManifest, buildManifestSchema } from "@btw/contracts";
import { PRIVATE_CODE, SHELL_URLS } from "../src/sw/sw-rules.ts";

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The built scripts and stylesheets of the public site, as paths in the build folder. */
export function publicSiteCode(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || PRIVATE_CODE.test(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** A Workbox manifest transform over the build in `outDir` (its build manifest is written before the worker is built). */
export function precacheList(outDir: string) {
  return (entries: PrecacheEntry[]) => {
    const code = publicSiteCode(
      buildManifestSchema.parse(JSON.parse(readFileSync(join(outDir, BUILD_MANIFEST), "utf8"))),
    );
    const manifest = entries.flatMap((entry) => {
      if (entry.url === "index.html") return SHELL_URLS.map((url) => ({ ...entry, url }));
      return !entry.url.startsWith("assets/") || code.has(entry.url) ? [entry] : [];
    });
    return { manifest };
  };
}
