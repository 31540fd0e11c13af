// The scripts a drawn page runs beside the entry's: its page module and catalogs (which the renderer
// names by their paths in the web project), each with the chunks it imports and the page's own lazy
// sections (the home page's), read from the web build's manifests (Vite's `build.manifest` and
// `build.ssrManifest`). Named in the HTML as modulepreload links, they download at once, beside the
// entry's, rather than one round trip after another as each script arrives and asks for the next:
// on a slow phone network that is seconds before a tap does anything. Stylesheets are left out: a
// drawn page has its styles in its HTML.
import { z } from "zod";

/** Where the web build writes its manifests, below its output folder. */
export const BUILD_MANIFEST = ".vite/manifest.json";
export const MODULE_MANIFEST = ".vite/ssr-manifest.json";

const chunkSchema = z.object({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
/** Vite's build manifest: each chunk by its source path (or its own name), with the chunks it imports. */
export const buildManifestSchema = z.record(z.string(), chunkSchema);
/** Vite's SSR manifest: each module of the project, by its path, with the files of its chunk. */
export const moduleManifestSchema = z.record(z.string(), z.array(z.string()));

type Chunk = z.infer<typeof chunkSchema>;

/** The entry: the HTML already names its scripts. */
const ENTRY = "index.html";

/** From the two manifests: the addresses of the scripts a page of these modules needs beyond the entry's. */
export function pageScripts(
  manifest: z.infer<typeof buildManifestSchema>,
  modules: z.infer<typeof moduleManifestSchema>,
): (paths: readonly string[]) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const withImports = (chunk: Chunk | undefined, into: Set<string>) => {
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
        for (const key of chunk.dynamicImports ?? []) withImports(manifest[key], files);
      }
    }
    return [...files].filter((file) => file.endsWith(".js") && !entry.has(file)).map((file) => `/${file}`);
  };
}
