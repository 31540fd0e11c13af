// Records which Amharic and Afaan Oromo catalog texts a native speaker has checked: the SHA-256 of
// each reviewed text goes into src/features/admin/dashboard/reviewed-strings.json, and the admin
// dashboard lists every key whose text no longer has that hash (changed or new since the review).
//   node scripts/mark-reviewed.mjs om                 every Oromo text as it is now
//   node scripts/mark-reviewed.mjs am common:nav.home  one key (namespace:key.path)
//   --locales <dir>                                   read the catalogs from another folder
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const webRoot = join(import.meta.dirname, "..");
const reviewedFile = join(webRoot, "src/features/admin/dashboard/reviewed-strings.json");
const args = process.argv.slice(2);
const localesAt = args.indexOf("--locales");
const localesDir = localesAt >= 0 ? args.splice(localesAt, 2)[1] : join(webRoot, "src/locales");
const [language, ...keys] = args;
if (language !== "am" && language !== "om") {
  console.info("usage: node scripts/mark-reviewed.mjs am|om [namespace:key ...] [--locales dir]");
  process.exit(1);
}

/** Must match textHash in src/features/admin/dashboard/translation-review.ts. */
const textHash = (text) => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);

const flatten = (node, prefix, out) => {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) flatten(value, path, out);
    else out[path] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return out;
};

const texts = {};
for (const file of readdirSync(join(localesDir, language)).filter((name) => name.endsWith(".json"))) {
  const namespace = file.replace(/\.json$/, "");
  const flat = flatten(JSON.parse(readFileSync(join(localesDir, language, file), "utf8")), "", {});
  for (const [key, text] of Object.entries(flat)) texts[`${namespace}:${key}`] = text;
}

const reviewed = JSON.parse(readFileSync(reviewedFile, "utf8"));
const marked = { ...(reviewed[language] ?? {}) };
for (const key of keys.length > 0 ? keys : Object.keys(texts)) {
  if (!(key in texts)) throw new Error(`no ${language} text ${key}`);
  marked[key] = textHash(texts[key]);
}
reviewed[language] = Object.fromEntries(Object.entries(marked).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(reviewedFile, `${JSON.stringify(reviewed, null, 2)}\n`);
console.info(`${language}: ${keys.length || Object.keys(texts).length} texts marked as reviewed`);
