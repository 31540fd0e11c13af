// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { entryStylesheets, isOneOf } from "./entry-stylesheets.ts";

const src = `${join(import.meta.dirname, "../src")}/`;
const main = `${src}main.tsx`;

describe("entry stylesheets", () => {
  it("are the stylesheets src/main.tsx imports, as absolute paths of files that exist", () => {
    const sheets = entryStylesheets(main);
    expect([...sheets].map((path) => path.slice(src.length))).toEqual([
      "styles/tokens.css",
      "styles/base.css",
      "styles/hero.css",
      "styles/shell.css",
      "app/layout/root-layout.css",
      "app/layout/site-header.css",
      "styles/fonts.css",
    ]);
    for (const path of sheets) expect(existsSync(path)).toBe(true);
  });

  it("match a module id with a query or Windows separators, and no other stylesheet", () => {
    const sheets = entryStylesheets(main);
    expect(isOneOf(sheets, `${src}styles/base.css?direct`)).toBe(true);
    expect(isOneOf(sheets, `${src}styles/base.css`.replaceAll("/", "\\"))).toBe(true);
    expect(isOneOf(sheets, `${src}styles/page.css`)).toBe(false);
    expect(isOneOf(sheets, `${src}features/home/home-page.css`)).toBe(false);
  });
});
