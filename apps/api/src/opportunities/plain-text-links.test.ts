// The links plain text gets (a member's long texts, old rows) are already what the sanitiser keeps:
// storing a member's text changes none of its addresses, and none of them can run anything.
import { plainTextToHtml } from "@btw/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../lib/rich-text.ts";

/** The sanitiser writes void tags XML style; plain text's line breaks are `<br>`. */
const asStored = (html: string) => html.replace(/<br>/g, "<br />");

/** Any code point, lone surrogates and controls included (cheaper than fast-check's "binary" unit). */
const anyChar = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));

const ADDRESSES = [
  "Apply at https://example.org/jobs?id=4&lang=am.",
  "(see https://en.wikipedia.org/wiki/Addis_Ababa_(city)).",
  "[www.example.org/apply], or write to jobs.desk+et@example.org!",
  'Quoted "https://example.org/q" and <https://example.org/angle>',
  "ድረገጹ፡ https://example.org/am። ኢሜል፡ info@example.org።",
  "HTTP://EXAMPLE.ORG/UPPER?A=1&B=2#Part",
  "javascript:alert(1) data:text/html,x https://example.org/%20space's",
];

describe("a member's plain text with addresses", () => {
  it("is stored exactly as plainTextToHtml makes it", () => {
    for (const text of ADDRESSES) {
      const html = plainTextToHtml(text);
      expect(html, text).toContain("<a href=");
      expect(sanitizeRichText(html), text).toBe(html);
      // What the API does with the plain text itself.
      expect(sanitizeRichText(text), text).toBe(html);
    }
  });

  it("is stored unchanged, whatever it says", () => {
    const text = fc.oneof(
      fc.string({ unit: anyChar }),
      fc
        .array(
          fc.oneof(
            fc.constantFrom("https://", "www.", "@", ".", ")", "(", "&", "<", '"', " ", "\n", "example.org"),
            fc.constantFrom(...ADDRESSES),
            fc.string({ maxLength: 3, unit: anyChar }),
          ),
          { maxLength: 12 },
        )
        .map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(text, (value) => {
        const html = plainTextToHtml(value);
        expect(sanitizeRichText(html)).toBe(asStored(html));
      }),
      { numRuns: 300 },
    );
  });
});
