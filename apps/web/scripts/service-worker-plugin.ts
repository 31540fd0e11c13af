// Builds the service worker (src/sw/service-worker.ts) to dist/sw.js once the site's own bundle is
// written, with two lists from that bundle: the offline kit (the files installed with the worker:
// the home page's first scripts, the code of the list, detail and saved pages with their catalogs in
// every language, and their styles) and the files it may keep once fetched (everything but the
// admin console's and the account's code). Its release id changes whenever either list or the
// page HTML does.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin } from "vite";
import { type ChunkFacts, firstLoadChunks, HOME_FIRST_LOAD_ROOTS } from "./first-scripts-budget.ts";

export const SERVICE_WORKER_FILE = "sw.js";

/** Beside the home page's first scripts, the modules whose chunks the offline kit holds (when built). */
export const OFFLINE_KIT_ROOTS: readonly RegExp[] = [
  /\/src\/features\/(scholarships|internships|training|jobs)\/[a-z-]+-(detail-)?page\.tsx$/,
  /\/src\/features\/saved\/[a-z-]+-page\.tsx$/,
  /\/src\/features\/not-found\/not-found-view\.tsx$/,
  /\/src\/locales\/(en|am|om)\/(common|meta|validation|language|home|opportunities|listing|saved|offline)\.json$/,
];

/** Code only staff or signed-in members run: never kept by the worker. */
export const PRIVATE_CODE =
  /\/src\/features\/(admin|account)\/|\/src\/locales\/[a-z]+\/(admin|account)\.json$/;

/** Public files of the build the worker installs beside the code. */
const STATIC_FILES = ["/site.webmanifest", "/favicon.svg", "/icons/icon-192.png"];

export interface BuiltChunk extends ChunkFacts {
  dynamicImports: string[];
  /** CSS files Vite split out of the chunk. */
  viteMetadata?: { importedCss: Set<string> };
}

const posix = (id: string) => id.replaceAll("\\", "/");

/** The chunks reachable from the entry, following lazy imports too, except into private code. */
export function publicChunks(chunks: BuiltChunk[]): BuiltChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName) || PRIVATE_CODE.test(posix(chunk.facadeModuleId ?? ""))) return;
    seen.set(chunk.fileName, chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...seen.values()];
}

/** The offline kit: the first load plus the kit's roots, with their static imports and styles. */
export function offlineKit(chunks: BuiltChunk[]): string[] {
  const roots = chunks.filter((chunk) =>
    OFFLINE_KIT_ROOTS.some((root) => root.test(posix(chunk.facadeModuleId ?? ""))),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kit = new Set<BuiltChunk>(firstLoadChunks(chunks, HOME_FIRST_LOAD_ROOTS));
  const seen = new Set<BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    kit.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const root of roots) visit(root);
  const files = new Set<string>();
  for (const chunk of kit) {
    if (PRIVATE_CODE.test(posix(chunk.facadeModuleId ?? ""))) continue;
    files.add(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
  }
  return [...files, ...STATIC_FILES].sort();
}

export function serviceWorkerPlugin(options: { root: string; source: string }): Plugin {
  let manifest: { version: string; offlineKit: string[]; publicAssets: string[] } | undefined;
  let outDir = "dist";
  return {
    name: "btw-service-worker",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output) => output.type === "chunk",
      ) as unknown as BuiltChunk[];
      const kit = offlineKit(chunks);
      const publicAssets = new Set<string>();
      for (const chunk of publicChunks(chunks)) {
        publicAssets.add(`/${chunk.fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) publicAssets.add(`/${css}`);
      }
      // Fonts and images the styles and pages name (styles come with their chunks; never source maps).
      for (const output of Object.values(bundle)) {
        const file = output.fileName;
        if (output.type === "asset" && file.startsWith("assets/") && !/\.(css|js|map)$/.test(file)) {
          publicAssets.add(`/${file}`);
        }
      }
      const html = bundle["index.html"];
      const hash = createHash("sha256")
        .update(kit.join("\n"))
        .update(html && html.type === "asset" ? String(html.source) : "")
        .digest("hex")
        .slice(0, 12);
      manifest = { version: hash, offlineKit: kit, publicAssets: [...publicAssets].sort() };
    },
    async closeBundle() {
      if (!manifest) return;
      const result = await build({
        configFile: false,
        root: options.root,
        logLevel: "warn",
        publicDir: false,
        define: { __BTW_SW_BUILD__: JSON.stringify(manifest) },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          lib: {
            entry: options.source,
            formats: ["iife"],
            name: "btwServiceWorker",
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
        "output" in entry ? entry.output : [],
      );
      const worker = outputs.find(
        (output) => output.type === "chunk" && output.fileName === SERVICE_WORKER_FILE,
      );
      if (worker?.type !== "chunk") throw new Error("the service worker build produced no sw.js");
      writeFileSync(join(resolve(options.root, outDir), SERVICE_WORKER_FILE), worker.code);
    },
  };
}
