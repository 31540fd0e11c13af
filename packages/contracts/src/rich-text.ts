// The one allow-list of rich text (blog bodies, and the long texts the opportunity kinds name as
// `richTextFields`): the API's sanitiser keeps only these tags, attributes and link schemes on
// write, the admin editor offers only what survives it, and the site and emails render the stored
// HTML as it is. Zod-free: the public pages read it.

/** Tags a stored body may hold. */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "s",
  "u",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "img",
  // A picture with its caption: <figure><img><figcaption>text</figcaption></figure>.
  "figure",
  "figcaption",
] as const;

/** Attributes per tag; every other attribute (style, class, on*, ...) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
};

/** Link schemes an `href` may use (relative links to the site are kept too). */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/**
 * Whether the API's sanitiser keeps a link to `href`: a scheme of RICH_TEXT_LINK_SCHEMES, or none
 * (a relative address; not a protocol-relative `//host` one, which it drops).
 */
export function richTextLinkAllowed(href: string): boolean {
  if (/^\s*\/\//.test(href)) return false;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** The widths (px) an editor may give an image; the site scales it down on narrow screens. */
export const RICH_TEXT_IMAGE_WIDTHS = { small: 320, medium: 640, full: 1200 } as const;
export type RichTextImageSize = keyof typeof RICH_TEXT_IMAGE_WIDTHS;
export const RICH_TEXT_MAX_IMAGE_WIDTH = RICH_TEXT_IMAGE_WIDTHS.full;

/** The rel every stored link carries: no referrer leak, no ranking credit to user-supplied links. */
export const RICH_TEXT_LINK_REL = "noopener noreferrer nofollow";

/** How a stored body is written: `html` (sanitised) or `text` (plain, from before the editor). */
export type RichTextFormat = "html" | "text";

/** Text as HTML text: `&`, `<` and `>` escaped, quotes kept as the sanitiser writes them. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A value for a double-quoted attribute. */
function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, "&quot;");
}

/**
 * What may be a link in plain text: an email address, an http(s) address or a bare `www.` one (in
 * that order, so `www.name@x.org` is an email), each at the start of a word: not inside a name or
 * path (`foohttps://`, `sub.www.x.org`, `//www.x.org`), which also keeps the search linear. A web
 * address runs to a space, quote, angle bracket or invisible character; `linkEnd` then trims what
 * belongs to the sentence. No lookbehind: older Safari cannot parse it.
 */
const LINK_IN_TEXT =
  /(?<before>^|[^\w.@/+-])(?:(?<email>[\w+-]+(?:\.[\w+-]+)*@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,}(?![\w-]))|(?<web>(?:https?:\/\/|www\.)[^\s<>"'`\p{Cc}\p{Cf}]+))/giu;

/** Punctuation after an address ends the sentence, not the address (Ethiopic marks too). */
const SENTENCE_PUNCTUATION = ".,;:!?*_~\u1361\u1362\u1363\u1364\u1365\u1366\u1367";

const CLOSING_OF: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const CLOSING = Object.values(CLOSING_OF);

/** A web address without what follows it in the sentence: trailing punctuation, unmatched closing brackets. */
function linkEnd(candidate: string): string {
  // How many more closing than opening brackets of each kind, kept up to date as the end is trimmed.
  const unmatched: Record<string, number> = {};
  for (const char of candidate) {
    const closing = CLOSING_OF[char];
    if (closing) unmatched[closing] = (unmatched[closing] ?? 0) - 1;
    else if (CLOSING.includes(char)) unmatched[char] = (unmatched[char] ?? 0) + 1;
  }
  let end = candidate.length;
  for (;;) {
    const last = candidate.charAt(end - 1);
    if (last && SENTENCE_PUNCTUATION.includes(last)) end -= 1;
    else if ((unmatched[last] ?? 0) > 0) {
      unmatched[last] = (unmatched[last] ?? 0) - 1;
      end -= 1;
    } else return candidate.slice(0, end);
  }
}

/** The href of a web address found in text, or null when it is not one a browser can open. */
function webHref(link: string): string | null {
  const bare = /^www\./i.test(link);
  const href = bare ? `https://${link}` : link;
  // A host must follow the scheme; a bare `www.` needs a domain after it (`www.x.org`).
  if (!/^https?:\/\/[\p{L}\p{N}]/iu.test(href)) return null;
  try {
    const { hostname } = new URL(href);
    return !bare || hostname.split(".").filter(Boolean).length >= 3 ? href : null;
  } catch {
    return null;
  }
}

/** One line of plain text as HTML: escaped, with its web and email addresses made links. */
function lineToHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(LINK_IN_TEXT)) {
    const { before = "", email, web = "" } = match.groups ?? {};
    const start = match.index + before.length;
    const link = email ?? linkEnd(web);
    const href = email ? `mailto:${link}` : webHref(link);
    if (!href) continue;
    html += escapeHtmlText(line.slice(last, start));
    html += `<a href="${escapeHtmlAttribute(href)}" rel="${RICH_TEXT_LINK_REL}">${escapeHtmlText(link)}</a>`;
    last = start + link.length;
  }
  return html + escapeHtmlText(line.slice(last));
}

/**
 * A plain-text body (written before the editor, or sent by an old client) as HTML: paragraphs at
 * blank lines, line breaks kept, web and email addresses as links (with the rel the sanitiser
 * gives every link, so it stores them as they are); everything else escaped.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split("\n").map(lineToHtml).join("<br>")}</p>`)
    .join("");
}

/** Whether a body sent to the API is HTML (from the editor) rather than plain text. */
export function looksLikeHtml(body: string): boolean {
  return /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|img|div|figure|br)[\s/>]/i.test(body);
}

/**
 * A stored long text as HTML to draw: what the API sanitised as it is, and a value without tags
 * (seeded rows, listings written before the editor) as plain text: paragraphs at blank lines, line
 * breaks kept. The one place that tells the two apart.
 */
export function richTextHtml(value: string): string {
  return looksLikeHtml(value) ? value : plainTextToHtml(value);
}

/** A stored long text as plain text, whichever way it was written (cards, page descriptions, a textarea). */
export function richTextText(value: string): string {
  return looksLikeHtml(value) ? richTextToPlain(value) : value;
}

/** Text of stored HTML (for excerpts, search snippets and the plain part of emails). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
