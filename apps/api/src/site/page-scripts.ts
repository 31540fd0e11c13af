// The scripts a drawn page runs beside the entry's: its page module and catalogs (which the renderer
// names by their paths in the web project), each with the chunks it imports statically, read from the
// web build's manifests (Vite's `build.manifest` and `build.ssrManifest`). Named in the HTML as
// modulepreload links, they download at once, beside the entry's, rather than one round trip after
// another as each script arrives and asks for the next: on a slow phone network that is seconds before
// a tap does anything. A page's own lazy parts (the home page's sections below the first screen) are
// left to load after: fetched at once too, they shared the network with the first screen's scripts and
// delayed it by about a second (docs/performance.md). Stylesheets are left out: the HTML has them.
import type { BuildManifest, ManifestChunk, ModuleManifest } from "@btw/contracts";

/** The entry: the HTML already names its scripts. */
const ENTRY = "index.html";

/** From the two manifests: the addresses of the scripts a page of these modules needs beyond the entry's. */
export function pageScripts(
  manifest: BuildManifest,
  modules: ModuleManifest,
): (paths: readonly string[]) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const withImports = (chunk: ManifestChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const key of chunk.imports ?? []) withImports(manifest[key], into);
  };
  const entry = new Set<string>();
  withImports(manifest[ENTRY], entry);
  return (paths) => {
    const files = new Set<string>();
    for (const path of paths) {
      for (const url of modules[path.replace(/^\/+/, "")] ?? []) {
        const chunk = byFile.get(url.replace(/^\/+/, ""));
        if (!chunk) continue;
        withImports(chunk, files);
      }
    }
    return [...files].filter((file) => file.endsWith(".js") && !entry.has(file)).map((file) => `/${file}`);
  };
}
