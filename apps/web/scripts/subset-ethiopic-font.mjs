#!/usr/bin/env node
// Cuts Noto Sans Ethiopic down to the Ethiopic block Amharic is written in (syllables, marks,
// punctuation and numerals, U+1200-137C) and writes the WOFF2 files src/styles/fonts.css serves.
// The package's own "ethiopic" file also carries the Supplement and Extended blocks (Sebatbeit,
// Me'en, Blin, Gamo-Gofa-Dawro ...), a third more glyphs that no page of this site uses.
//   node scripts/subset-ethiopic-font.mjs   (again after upgrading @fontsource/noto-sans-ethiopic)
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const AMHARIC_FIRST = 0x1200;
const AMHARIC_LAST = 0x137c;

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(
  dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-ethiopic/package.json")),
  "files",
);
let text = "";
for (let code = AMHARIC_FIRST; code <= AMHARIC_LAST; code++) text += String.fromCodePoint(code);

for (const weight of [400, 700]) {
  const font = readFileSync(join(source, `noto-sans-ethiopic-ethiopic-${weight}-normal.woff2`));
  const subset = await subsetFont(font, text, { targetFormat: "woff2" });
  const target = join(webDir, "src/assets/fonts", `noto-sans-ethiopic-amharic-${weight}.woff2`);
  writeFileSync(target, subset);
  console.info(`${weight}: ${font.length} -> ${subset.length} bytes`);
}
