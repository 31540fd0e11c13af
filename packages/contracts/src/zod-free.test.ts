import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The web's first scripts read these modules (page paths, navigation, kinds, constants); zod and
// the schema modules must stay out of them, or every page's first load carries the validation library.
const ZOD_FREE = [
  "pages.ts",
  "opportunity-kind-info.ts",
  "api-paths.ts",
  "constants.ts",
  "images.ts",
  "site.ts",
];

/** The modules a module loads at run time (its value imports; `import type` loads nothing). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1] ?? "");
}

function closure(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const target of runtimeImports(file)) {
    const local = target.startsWith("./") ? target.slice(2) : target;
    if (seen.has(local)) continue;
    if (target.startsWith("./")) closure(local, seen);
    else seen.add(local);
  }
  return seen;
}

describe("modules the web's first load reads", () => {
  it.each(ZOD_FREE)("%s loads no zod, directly or through another module", (file) => {
    expect([...closure(file)]).not.toContain("zod");
  });

  it("sees a value import of zod where there is one", () => {
    expect(closure("opportunity-kinds.ts").has("zod")).toBe(true);
  });
});
