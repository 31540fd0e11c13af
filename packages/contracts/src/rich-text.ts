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
] as const;

/** Attributes per tag; every other attribute (style, class, on*, ...) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
};

/** Link schemes an `href` may use (relative links to the site are kept too). */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** The widths (px) an editor may give an image; the site scales it down on narrow screens. */
export const RICH_TEXT_IMAGE_WIDTHS = { small: 320, medium: 640, full: 1200 } as const;
export type RichTextImageSize = keyof typeof RICH_TEXT_IMAGE_WIDTHS;
export const RICH_TEXT_MAX_IMAGE_WIDTH = RICH_TEXT_IMAGE_WIDTHS.full;

/** The rel every stored link carries: no referrer leak, no ranking credit to user-supplied links. */
export const RICH_TEXT_LINK_REL = "noopener noreferrer nofollow";

/** How a stored body is written: `html` (sanitised) or `text` (plain, from before the editor). */
export type RichTextFormat = "html" | "text";

export function escapeHtmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** One line of plain text as HTML: escaped, with its web addresses made links. */
function lineToHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const start = match.index ?? 0;
    html += escapeHtmlText(line.slice(last, start));
    html += `<a href="${escapeHtmlText(url)}" rel="${RICH_TEXT_LINK_REL}">${escapeHtmlText(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtmlText(line.slice(last));
}

/**
 * A plain-text body (written before the editor, or sent by an old client) as HTML: paragraphs at
 * blank lines, line breaks kept, addresses as links; everything else escaped.
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
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, "\n\n")
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
