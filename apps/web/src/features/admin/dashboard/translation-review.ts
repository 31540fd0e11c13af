// Which Amharic and Afaan Oromo catalog texts changed since a native speaker last checked them:
// reviewed-strings.json keeps a hash of each reviewed text (scripts/mark-reviewed.mjs writes
// it after a review); a key whose text now hashes differently, or that the file lacks, is listed.

export type ReviewLanguage = "am" | "om";
export type ReviewedHashes = Record<ReviewLanguage, Record<string, string>>;

export interface TextToReview {
  key: string;
  text: string;
  /** "changed": reviewed once, different now; "new": never reviewed. */
  state: "changed" | "new";
}

/** The first 16 hex digits of the text's SHA-256 (as scripts/mark-reviewed.mjs writes them). */
export async function textHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 16);
}

/** "namespace:a.b" -> text for every leaf of a language's catalogs (arrays count as one text). */
export function flattenCatalogs(catalogs: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node))
        walk(value, path.endsWith(":") ? `${path}${key}` : `${path}.${key}`);
    } else out[path] = typeof node === "string" ? node : JSON.stringify(node);
  };
  for (const [namespace, catalog] of Object.entries(catalogs)) walk(catalog, `${namespace}:`);
  return out;
}

/** The texts whose hash differs from the reviewed one, or that were never reviewed, by key. */
export async function textsToReview(
  texts: Record<string, string>,
  reviewed: Record<string, string>,
): Promise<TextToReview[]> {
  const found: TextToReview[] = [];
  for (const key of Object.keys(texts).sort()) {
    const text = texts[key] ?? "";
    const hash = reviewed[key];
    if (hash === undefined) found.push({ key, text, state: "new" });
    else if (hash !== (await textHash(text))) found.push({ key, text, state: "changed" });
  }
  return found;
}
