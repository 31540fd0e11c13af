// The web build's manifests (Vite's), which the build's own scripts and the API read: the service
// worker's precache list is made from the chunk graph, and the server names a drawn page's scripts
// from both (apps/api/src/site/page-scripts.ts).
import { z } from "zod";

/** Vite's build manifest (`build.manifest`), below the build's output folder. */
export const BUILD_MANIFEST = ".vite/manifest.json";
/** Vite's SSR manifest (`build.ssrManifest`): each module of the web project by its path, with its chunk's files. */
export const MODULE_MANIFEST = ".vite/ssr-manifest.json";

/** What is read of an entry of the build manifest, keyed by source path or chunk name. */
export const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
export type ManifestChunk = z.infer<typeof manifestChunkSchema>;

export const buildManifestSchema = z.record(z.string(), manifestChunkSchema);
export type BuildManifest = z.infer<typeof buildManifestSchema>;

export const moduleManifestSchema = z.record(z.string(), z.array(z.string()));
export type ModuleManifest = z.infer<typeof moduleManifestSchema>;
