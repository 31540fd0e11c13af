// The entry's own stylesheets are the ones src/main.tsx imports: the build inlines them into every
// page's HTML (inline-stylesheets-plugin.ts) and keeps them out of the site's shared stylesheet, so the
// list is read from the entry itself and an added import needs no second edit.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const CSS_IMPORT = /^import\s+["'](\.{1,2}\/[^"']+\.css)["'];?\s*$/gm;

/** The absolute paths of the stylesheets `entry` imports directly, with "/" as separator. */
export function entryStylesheets(entry: string): Set<string> {
  const source = readFileSync(entry, "utf8");
  return new Set(
    [...source.matchAll(CSS_IMPORT)].map((match) =>
      resolve(dirname(entry), match[1] as string).replaceAll("\\", "/"),
    ),
  );
}

/** Whether a module id (possibly with a query, or Windows separators) is one of `stylesheets`. */
export function isOneOf(stylesheets: Set<string>, id: string): boolean {
  return stylesheets.has(id.split("?")[0]!.replaceAll("\\", "/"));
}
