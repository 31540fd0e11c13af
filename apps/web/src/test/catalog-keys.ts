// Reads the message catalogs and the code that uses them, for the catalog checks in
// src/lib/catalogs.test.ts: which keys each language has, and which keys the code can ask for.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

type Catalog = Record<string, string>;

/** "a.b.c" -> text, for every leaf of a catalog file (arrays count as one leaf). */
function flattenCatalog(node: unknown, prefix = "", out: Catalog = {}): Catalog {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) flattenCatalog(value, path, out);
    else out[path] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return out;
}

/** Namespace -> flattened catalog, for one language folder. */
export function readLanguage(localesDir: string, language: string): Map<string, Catalog> {
  const namespaces = new Map<string, Catalog>();
  for (const file of readdirSync(join(localesDir, language)).filter((name) => name.endsWith(".json"))) {
    const json = JSON.parse(readFileSync(join(localesDir, language, file), "utf8")) as unknown;
    namespaces.set(file.replace(/\.json$/, ""), flattenCatalog(json));
  }
  return namespaces;
}

/** The {{placeholders}} a text fills in, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next's plural forms are one key per form ("days_one", "days_other"); code asks for "days". */
export const withoutPluralSuffix = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules" && name !== "locales") sourceFiles(path, out);
    } else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Everything in the code that can name a key: each string literal (a key, a key prefix such as
 * "about:meta" completed elsewhere, or a validation text) and each template literal, whose
 * ${...} parts may stand for anything ("kinds.${kind}.many").
 */
interface KeyReferences {
  literals: Set<string>;
  patterns: RegExp[];
}

export function findKeyReferences(dirs: readonly string[]): KeyReferences {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g)) {
      const text = match[1] ?? match[2] ?? "";
      literals.add(text.replace(/\\(.)/g, "$1"));
    }
    for (const match of code.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
      const parts = (match[1] ?? "").split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
      if (parts.length < 2) {
        literals.add(match[1] ?? "");
        continue;
      }
      // A template of placeholders and punctuation alone could name any key: it names none.
      if (parts.join("").replace(/[^\p{L}\p{N}]/gu, "").length < 2) continue;
      patterns.push(new RegExp(`^${parts.map(escapeRegExp).join(".+")}`, "u"));
    }
  }
  return { literals, patterns };
}

/** Whether the code can ask for `key` (plural suffix removed) of namespace `namespace`. */
export function isReferenced(key: string, namespace: string, references: KeyReferences): boolean {
  const candidates = [key, `${namespace}:${key}`];
  const segments = key.split(".");
  // A literal may name the key itself or an object above it ("meta" + ".title", returnObjects).
  for (let length = segments.length; length > 0; length--) {
    const prefix = segments.slice(0, length).join(".");
    if (references.literals.has(prefix) || references.literals.has(`${namespace}:${prefix}`)) return true;
  }
  return candidates.some((candidate) =>
    references.patterns.some((pattern) => {
      const match = pattern.exec(candidate);
      // The template must cover the key, or stop where an object below it begins.
      return match !== null && (match[0] === candidate || candidate[match[0].length] === ".");
    }),
  );
}
