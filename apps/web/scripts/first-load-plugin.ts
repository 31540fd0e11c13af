// The home page's first scripts: the entry, the app's start and the home page with everything they
// import statically, and the home message catalog. The build fails when a library kept for later
// (validation and form code, which only forms and list filters need) lands in them, and lists them
// in dist/.vite/first-load.json, where scripts/bench-web.mjs adds up their size.
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Beside the HTML's entry, the modules whose chunks (and their static imports) the home page loads first. */
export const HOME_FIRST_LOAD_ROOTS = [
  "src/app/start.tsx",
  "src/features/home/home-page.tsx",
  "src/locales/en/home.json",
] as const;

/**
 * What a phone also fetches within the first 1.5 s: the sections below the home page's hero are
 * near the first screen at phone width, so their script arrives at once. Not grouped with the first
 * scripts (a desktop fetches it later), but held to the same rules and budget together with them.
 */
export const HOME_EARLY_ROOTS = ["src/features/home/components/home-sections.tsx"] as const;

const inPackage = (name: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace("/", "[\\\\/]")}[\\\\/]`);

/** Libraries the first load must not carry. */
export const KEPT_FOR_LATER: ReadonlyArray<{ name: string; module: RegExp }> = [
  { name: "zod", module: inPackage("zod") },
  { name: "react-hook-form", module: inPackage("react-hook-form") },
  { name: "@hookform/resolvers", module: inPackage("@hookform/resolvers") },
  // The admin's rich-text editor (TipTap on ProseMirror): admin forms load it when they show it.
  { name: "@tiptap/core", module: inPackage("@tiptap/core") },
  { name: "prosemirror-view", module: inPackage("prosemirror-view") },
];

export const FIRST_LOAD_FILE = ".vite/first-load.json";

/** The most JavaScript (gzip -9, KB) the home page's first scripts may weigh: the build fails above it. */
export const HOME_JS_BUDGET_KB = 120;

/**
 * The pages the server draws for anyone (decision 20): their first scripts, like the home page's,
 * carry none of this (their forms load their checks when first used; the form library itself is
 * theirs to take the form over with). A visitor's own screens (contracts' PRIVATE_PAGES: account,
 * sign-in, post-opportunity, alert settings, saved, a gift's thank-you page) and the console are
 * not among them.
 */
export const PUBLIC_PAGE_KEPT_FOR_LATER = KEPT_FOR_LATER.filter((rule) => !/hook-?form/.test(rule.name));
export const PUBLIC_PAGE_MODULE =
  /[\\/]src[\\/]features[\\/](?!admin[\\/]|account[\\/]|post-opportunity[\\/]|saved[\\/]|newsletter[\\/]alert-settings-page|donate[\\/]thank-you-page)[\w/-]+-page\.tsx$/;

/** The gzip -9 size of the given chunks' code, the measure of HOME_JS_BUDGET_KB. */
export function gzipSizeOf(chunks: ReadonlyArray<{ code: string }>): number {
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

/** What the check reads of a built chunk (a subset of Rolldown's output chunk). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

const posix = (id: string) => id.replaceAll("\\", "/");

/** The entry chunks, the roots' chunks, and every chunk they import statically. */
export function firstLoadChunks(chunks: ChunkFacts[], roots: readonly string[]): ChunkFacts[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter((chunk) => chunk.isEntry);
  for (const root of roots) {
    const chunk = chunks.find((candidate) => posix(candidate.facadeModuleId ?? "").endsWith(`/${root}`));
    if (!chunk) throw new Error(`no chunk starts at ${root}: update HOME_FIRST_LOAD_ROOTS`);
    starts.push(chunk);
  }
  const seen = new Map<string, ChunkFacts>();
  const visit = (chunk: ChunkFacts) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of starts) visit(chunk);
  return [...seen.values()];
}

/** "zod in assets/core-1a2b.js" for each library kept for later whose code is in the given chunks. */
export function librariesKeptForLaterIn(
  chunks: ChunkFacts[],
  rules: ReadonlyArray<{ name: string; module: RegExp }> = KEPT_FOR_LATER,
): string[] {
  const found: string[] = [];
  for (const chunk of chunks) {
    for (const rule of rules) {
      const present = Object.entries(chunk.modules).some(
        ([id, module]) => module.renderedLength > 0 && rule.module.test(id),
      );
      if (present) found.push(`${rule.name} in ${chunk.fileName}`);
    }
  }
  return found;
}

/**
 * The modules of the home page's first scripts, known once the module graph is complete: the build
 * groups these (and only these) into the shared chunks the first load fetches, so code that only
 * other pages use stays out of them.
 */
export function firstLoadModules() {
  let modules: Set<string> | undefined;
  const plugin: Plugin = {
    name: "btw-first-load-modules",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const found = new Set<string>();
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        const root = HOME_FIRST_LOAD_ROOTS.some((path) => posix(id).endsWith(`/${path}`));
        if (root || this.getModuleInfo(id)?.isEntry) visit(id);
      }
      modules = found;
    },
  };
  const has = (id: string) => {
    if (!modules) throw new Error("the first load's modules are known only after the module graph is built");
    return modules.has(id);
  };
  return { plugin, has };
}

export function firstLoadPlugin(): Plugin {
  return {
    name: "btw-first-load",
    apply: "build",
    // After Vite has dropped the chunks that held only CSS.
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const first = firstLoadChunks(chunks, HOME_FIRST_LOAD_ROOTS);
      const early = firstLoadChunks(chunks, [...HOME_FIRST_LOAD_ROOTS, ...HOME_EARLY_ROOTS]);
      const found = librariesKeptForLaterIn(early);
      if (found.length > 0) {
        this.error(
          `The home page's first scripts carry code kept for later: ${found.join(", ")}. Import it only from the modules that need it (forms, list filters); contracts' plain registries are zod-free.`,
        );
      }
      const pages = chunks.filter((chunk) => PUBLIC_PAGE_MODULE.test(posix(chunk.facadeModuleId ?? "")));
      for (const page of pages) {
        const root = `src/${posix(page.facadeModuleId ?? "")
          .split("/src/")
          .pop()}`;
        const carried = librariesKeptForLaterIn(firstLoadChunks(chunks, [root]), PUBLIC_PAGE_KEPT_FOR_LATER);
        if (carried.length > 0) {
          this.error(
            `${page.facadeModuleId} loads code kept for later at once: ${carried.join(", ")}. A public page's form loads its checks when first used (lib/forms.ts, publicFormResolver); contracts' plain registries are zod-free.`,
          );
        }
      }
      const gzipBytes = gzipSizeOf(first as unknown as Array<{ code: string }>);
      const earlyGzipBytes = gzipSizeOf(early as unknown as Array<{ code: string }>);
      if (earlyGzipBytes > HOME_JS_BUDGET_KB * 1024) {
        this.error(
          `The home page's first scripts (with the sections a phone fetches at once) weigh ${(earlyGzipBytes / 1024).toFixed(1)} KB gzip, over the ${HOME_JS_BUDGET_KB} KB budget: load what the first screen does not need later (a lazy import), or drop it.`,
        );
      }
      this.emitFile({
        type: "asset",
        fileName: FIRST_LOAD_FILE,
        source: `${JSON.stringify(
          {
            roots: HOME_FIRST_LOAD_ROOTS,
            budgetKb: HOME_JS_BUDGET_KB,
            gzipBytes,
            files: first.map((chunk) => chunk.fileName),
            earlyRoots: HOME_EARLY_ROOTS,
            earlyGzipBytes,
            earlyFiles: early.filter((chunk) => !first.includes(chunk)).map((chunk) => chunk.fileName),
          },
          null,
          2,
        )}\n`,
      });
    },
  };
}
