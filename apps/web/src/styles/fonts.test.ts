// Every character the site writes has a self-hosted face: the unicode ranges fonts.css declares
// cover every letter of every catalog and of the dates the formatter writes, and the files exist.
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
const covered = faces.flatMap(ranges);
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
  it("has a face for every character of the catalogs and the formatted dates", () => {
    const missing = new Set<string>();
    for (const character of writtenText()) {
      const code = character.codePointAt(0) ?? 0;
      if (code > 0x20 && !isCovered(code)) missing.add(`U+${code.toString(16).toUpperCase()} ${character}`);
    }
    expect([...missing]).toEqual([]);
  });

  it("serves the Ethiopic faces from the subset files in the repository", () => {
    const ethiopic = faces.filter((face) => face.includes('"Noto Sans Ethiopic"'));
    expect(ethiopic.length).toBe(2);
    for (const face of ethiopic) {
      const file = /url\("([^"]+)"\)/.exec(face)?.[1] ?? "";
      expect(existsSync(join(stylesDir, file))).toBe(true);
    }
  });
});
