// The home page's first scripts: the entry and the home page's own chunk (loaded before hydrating),
// with everything they import statically. The build fails above the budget, and lists them in
// dist/.vite/first-load.json, where scripts/bench-web.mjs adds up their size.
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Beside the HTML's entry, the modules whose chunks (and their static imports) the home page loads first. */
const HOME_FIRST_LOAD_ROOTS = ["src/app/pages/home/home-page.tsx"] as const;

/** The most JavaScript (gzip -9, KB) the home page's first scripts may weigh, React DOM included. */
const HOME_JS_BUDGET_KB = 160;

const FIRST_LOAD_FILE = ".vite/first-load.json";

/** What the check reads of a built chunk (a subset of Rolldown's output chunk). */
interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

const posix = (id: string) => id.replaceAll("\\", "/");

/** The entry chunks, the roots' chunks, and every chunk they import statically. */
function firstLoadChunks<C extends ChunkFacts>(chunks: C[], roots: readonly string[]): C[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter((chunk) => chunk.isEntry);
  for (const root of roots) {
    const chunk = chunks.find((candidate) => posix(candidate.facadeModuleId ?? "").endsWith(`/${root}`));
    if (!chunk) throw new Error(`no chunk starts at ${root}: update HOME_FIRST_LOAD_ROOTS`);
    starts.push(chunk);
  }
  const seen = new Map<string, C>();
  const visit = (chunk: C) => {
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

export function firstScriptsBudget(): Plugin {
  return {
    name: "btw-first-scripts-budget",
    apply: "build",
    // After Vite has dropped the chunks that held only CSS.
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const first = firstLoadChunks(chunks, HOME_FIRST_LOAD_ROOTS);
      const gzipBytes = first.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
      if (gzipBytes > HOME_JS_BUDGET_KB * 1024) {
        const message = `The home page's first scripts weigh ${(gzipBytes / 1024).toFixed(1)} KB gzip, over the ${HOME_JS_BUDGET_KB} KB budget: load what the first screen does not need later (a lazy import, or a zod-free module of the contracts), or drop it.`;
        // Printed as well: the service worker plugin still runs after a failed build, and its own
        // error (no manifest) would be the only one shown.
        console.error(message);
        this.error(message);
      }
      const files = first.map((chunk) => chunk.fileName);
      this.emitFile({
        type: "asset",
        fileName: FIRST_LOAD_FILE,
        source: `${JSON.stringify({ budgetKb: HOME_JS_BUDGET_KB, gzipBytes, files }, null, 2)}\n`,
      });
    },
  };
}
