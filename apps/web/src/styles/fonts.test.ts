// Every character the site writes has a face: Ethiopic letters the self-hosted faces of fonts.css
// (their files exist), and every other character the Latin blocks a system's text face carries
// (Arial, Liberation Sans, Helvetica, Roboto), so no catalog or formatted date needs another font.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDate, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { describe, expect, it } from "vitest";

const stylesDir = import.meta.dirname;
const css = readFileSync(join(stylesDir, "fonts.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] ?? "");

function ranges(face: string): Array<[number, number]> {
  const list = /unicode-range:([^;]*);/.exec(face)?.[1] ?? "";
  return list.split(",").map((part) => {
    const [first = "", last] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
  });
}
/** Basic Latin, Latin-1, Latin Extended-A and -B, spacing modifiers, general punctuation, the euro sign. */
const SYSTEM_LATIN: Array<[number, number]> = [
  [0x20, 0x24f],
  [0x2b0, 0x2ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
];
const covered = [...faces.flatMap(ranges), ...SYSTEM_LATIN];
const isCovered = (code: number) => covered.some(([first, last]) => code >= first && code <= last);

function writtenText(): string {
  const localesDir = join(stylesDir, "../locales");
  let text = "";
  for (const language of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, language)))
      text += readFileSync(join(localesDir, language, file), "utf8");
  }
  for (const language of SUPPORTED_LANGUAGES) {
    for (let month = 0; month < 13; month++) {
      // One day in each Ethiopian month of 2019 (Pagume included), from 11 September 2026.
      text += formatDate(new Date(Date.UTC(2026, 8, 11 + month * 30)), language);
    }
  }
  return text;
}

describe("fonts", () => {
  it("has a face for every character of the catalogs and the formatted dates: Ethiopic self-hosted, the rest a system's Latin", () => {
    const missing = new Set<string>();
    for (const character of writtenText()) {
      const code = character.codePointAt(0) ?? 0;
      if (code > 0x20 && !isCovered(code)) missing.add(`U+${code.toString(16).toUpperCase()} ${character}`);
    }
    expect([...missing]).toEqual([]);
  });

  it("serves only the Ethiopic faces, from the subset files in the repository", () => {
    const ethiopic = faces.filter((face) => face.includes('"Noto Sans Ethiopic"'));
    expect(ethiopic.length).toBe(2);
    expect(faces.length).toBe(ethiopic.length);
    for (const face of ethiopic) {
      const file = /url\("([^"]+)"\)/.exec(face)?.[1] ?? "";
      expect(existsSync(join(stylesDir, file))).toBe(true);
    }
  });
});
