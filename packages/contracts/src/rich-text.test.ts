// Plain text (a member's form, rows from before the editor) as rich text: paragraphs, escaped
// characters, and its web and email addresses as links the sanitiser keeps.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainTextToHtml, RICH_TEXT_LINK_REL, richTextLinkAllowed, richTextToPlain } from "./rich-text.ts";

const a = (href: string, text = href) => `<a href="${href}" rel="${RICH_TEXT_LINK_REL}">${text}</a>`;

/** The one line of `text` as HTML, without its paragraph. */
const line = (text: string) => plainTextToHtml(text).replace(/^<p>|<\/p>$/g, "");

describe("addresses in plain text", () => {
  it("become links, http and https, whatever their case", () => {
    expect(line("Apply at https://example.org/jobs/4 today")).toBe(
      `Apply at ${a("https://example.org/jobs/4")} today`,
    );
    expect(line("http://example.org")).toBe(a("http://example.org"));
    expect(line("HTTPS://EXAMPLE.ORG/A")).toBe(a("HTTPS://EXAMPLE.ORG/A"));
  });

  it("leave the punctuation that ends the sentence outside the link", () => {
    for (const mark of [".", ",", ";", ":", "!", "?", "...", "?!", "።", "፣", "፤"])
      expect(line(`See https://example.org/x${mark}`)).toBe(`See ${a("https://example.org/x")}${mark}`);
    // Inside the address it stays: a path's dot, a query's question mark.
    expect(line("https://example.org/a.pdf?v=1.")).toBe(`${a("https://example.org/a.pdf?v=1")}.`);
  });

  it("leave a closing bracket outside unless the address opened it", () => {
    expect(line("(see https://example.org/x)")).toBe(`(see ${a("https://example.org/x")})`);
    expect(line("(see https://example.org/x).")).toBe(`(see ${a("https://example.org/x")}).`);
    expect(line("[https://example.org/x]")).toBe(`[${a("https://example.org/x")}]`);
    expect(line("{https://example.org/x}")).toBe(`{${a("https://example.org/x")}}`);
    const wiki = "https://en.wikipedia.org/wiki/Addis_Ababa_(city)";
    expect(line(wiki)).toBe(a(wiki));
    expect(line(`(${wiki}).`)).toBe(`(${a(wiki)}).`);
    expect(line("https://example.org/a_(b))),")).toBe(`${a("https://example.org/a_(b)")})),`);
  });

  it("keep a query string's & valid, escaped once", () => {
    expect(line("https://example.org/?a=1&b=2&amp=3")).toBe(a("https://example.org/?a=1&amp;b=2&amp;amp=3"));
  });

  it("end at a space, quote or angle bracket, which stay text", () => {
    expect(line('"https://example.org/q"')).toBe(`"${a("https://example.org/q")}"`);
    expect(line("<https://example.org/q>")).toBe(`&lt;${a("https://example.org/q")}&gt;`);
    expect(line("'https://example.org/q'")).toBe(`'${a("https://example.org/q")}'`);
  });

  it("starting with www. link to https", () => {
    expect(line("Visit www.example.org.")).toBe(`Visit ${a("https://www.example.org", "www.example.org")}.`);
    expect(line("WWW.Example.org/a")).toBe(a("https://WWW.Example.org/a", "WWW.Example.org/a"));
  });

  it("that are email addresses become mailto links", () => {
    expect(line("Write to jobs.desk+et@example.org.")).toBe(
      `Write to ${a("mailto:jobs.desk+et@example.org", "jobs.desk+et@example.org")}.`,
    );
    expect(line("www.name@example.org")).toBe(a("mailto:www.name@example.org", "www.name@example.org"));
  });

  it("in Amharic sentences end at the Ethiopic full stop", () => {
    expect(line("ድረገጹ፡ https://example.org/am። ነው")).toBe(`ድረገጹ፡ ${a("https://example.org/am")}። ነው`);
  });

  it("are not taken from inside words, paths or half addresses", () => {
    for (const text of [
      "foohttps://example.org",
      "sub.www.example.org",
      "//www.example.org",
      "https://",
      "https://.",
      "https://(x)",
      "www.example",
      "www.",
      "https://example.org:99999/",
      "name@example",
      "name@example.org2",
    ])
      expect(line(text), text).not.toContain("<a");
  });

  it("trim long runs of closing brackets and dots without rescanning them", () => {
    const closing = ")".repeat(20_000);
    expect(line(`https://example.org/a${closing}`)).toBe(`${a("https://example.org/a")}${closing}`);
    const dots = ".".repeat(20_000);
    expect(line(`www.example.org${dots}`)).toBe(`${a("https://www.example.org", "www.example.org")}${dots}`);
  });

  it("only ever link to http, https and mailto", () => {
    const text =
      "javascript:alert(1) data:text/html,<b>x</b> vbscript:x file:///etc/passwd ftp://example.org " +
      "tel:+251911000000 //example.org mailto:x javascript://www.example.org/%0aalert(1)";
    expect(line(text)).not.toContain("<a");
    expect(line("javascript:https://example.org")).toBe(`javascript:${a("https://example.org")}`);
  });
});

describe("a link an editor makes", () => {
  it("may use the schemes the sanitiser keeps, or none, and no other", () => {
    for (const href of [
      "https://daad.de",
      "HTTP://x.org",
      "mailto:a@b.et",
      "tel:+251911",
      "/about",
      "#top",
      "?page=2",
    ])
      expect(richTextLinkAllowed(href), href).toBe(true);
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "ftp://x.org",
      "sms:123",
      "//evil.example/x",
    ])
      expect(richTextLinkAllowed(href), href).toBe(false);
  });
});

describe("plain text as HTML", () => {
  it("escapes markup once and keeps quotes as text", () => {
    expect(plainTextToHtml(`3 < 5 & "quoted" 'too' <b>not bold</b> &amp;`)).toBe(
      `<p>3 &lt; 5 &amp; "quoted" 'too' &lt;b&gt;not bold&lt;/b&gt; &amp;amp;</p>`,
    );
  });

  it("keeps paragraphs at blank lines and line breaks within them", () => {
    expect(plainTextToHtml("One\r\ntwo https://example.org\n\n\nThree")).toBe(
      `<p>One<br>two ${a("https://example.org")}</p><p>Three</p>`,
    );
  });
});

describe("stored HTML as plain text", () => {
  it("keeps a picture's caption apart from the text after it", () => {
    expect(
      richTextToPlain(
        '<figure><img src="/uploads/images/c-1200.webp" alt="Graduates" /><figcaption>Class of 2026</figcaption></figure><p>Next</p>',
      ),
    ).toBe("Class of 2026\n\nNext");
  });
});

/** Any code point, lone surrogates and controls included (cheaper than fast-check's "binary" unit). */
const anyChar = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));

/** Strings rich in the pieces addresses are made of. */
const linkish = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "https://",
          "http://",
          "HTTP://",
          "www.",
          "javascript:",
          "data:",
          "mailto:",
          "@",
          ".",
          ",",
          "(",
          ")",
          "[",
          "]",
          "&",
          "&amp;",
          "<",
          ">",
          '"',
          "'",
          "/",
          "?",
          "=",
          "#",
          ":",
          " ",
          "\n",
          "\n\n",
          "\u0000",
          "\u202e",
          "።",
          "example.org",
          "x",
          "ሰላም",
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: anyChar }) },
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(""));

/** An address in a sentence: after a word or an opening bracket, before punctuation. */
const inSentence = fc
  .tuple(
    fc.constantFrom("", "see ", "(", "[", '"', "ሰላም "),
    fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.emailAddress(),
      fc.domain().map((domain) => `www.${domain}`),
    ),
    fc.constantFrom("", ".", ",", ")", ").", "]", "!?", '"', "።", " and more"),
  )
  .map((parts) => parts.join(""));

const anyText = fc.oneof(linkish, inSentence, fc.string({ unit: anyChar }), fc.string());

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe("for any plain text", () => {
  it("every link goes to http, https or mailto, and nothing else is markup", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const html = plainTextToHtml(text);
        const links = html.match(/<a\b[^>]*>/g) ?? [];
        for (const link of links)
          expect(link).toMatch(
            /^<a href="(https?:\/\/|mailto:)[^"<>]*" rel="noopener noreferrer nofollow">$/i,
          );
        expect(links).toHaveLength(html.split("</a>").length - 1);
        expect(html.replace(/<\/?(p|br|a)\b[^>]*>/g, "")).not.toMatch(/[<>]/);
      }),
      { numRuns: 400 },
    );
  });

  it("an address in a sentence is a link, its text the address it goes to", () => {
    fc.assert(
      fc.property(inSentence, (text) => {
        const html = plainTextToHtml(text);
        const links = [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
        for (const [, href = "", shown = ""] of links)
          expect(href.replace(/^(mailto:|https:\/\/(?=www\.))/i, "")).toBe(shown);
      }),
      { numRuns: 200 },
    );
  });

  it("a www. address in a sentence links to https, the sentence's marks outside", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("", "see ", "(", "["),
        fc.domain(),
        fc.constantFrom("", ".", ",", ")", ").", "]", "!?", "።", " and more"),
        (before, domain, after) => {
          expect(line(`${before}www.${domain}${after}`)).toBe(
            `${before}${a(`https://www.${domain}`, `www.${domain}`)}${after}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("its words come back as written from the HTML", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(words(richTextToPlain(plainTextToHtml(text)))).toEqual(words(text));
      }),
      { numRuns: 400 },
    );
  });
});
