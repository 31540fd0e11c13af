// The one sanitiser of rich text: every body the API stores as HTML passes through it on write,
// so the site and the emails render what is stored as it is. The allow-list is contracts'
// rich-text.ts (the admin editor offers the same tags).
import {
  looksLikeHtml,
  plainTextToHtml,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_MAX_IMAGE_WIDTH,
  RICH_TEXT_TAGS,
  type RichTextFormat,
  richTextHtml,
  UPLOADS_PREFIX,
} from "@btw/contracts";
import sanitizeHtml from "sanitize-html";

/** An image's size attribute: a whole number of pixels up to the widest size, else dropped. */
function pixels(value: string | undefined, max: number): string | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? String(number) : undefined;
}

/** Images come from the site's own uploads (the editor uploads them) or from https addresses. */
function allowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith(`${UPLOADS_PREFIX}/`) && !src.includes("..")) return true;
  return /^https:\/\/[^\s"'<>]+$/i.test(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // `rel` is not the writer's to choose: the transform below sets it on every link.
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [
      tag,
      tag === "a" ? [...names, "rel"] : [...names],
    ]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Whatever is not allowed goes with its content when it can run or style (script, style,
  // iframe...), and leaves its text otherwise (an unknown <div> keeps what it says).
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
  ],
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: RICH_TEXT_LINK_REL },
    }),
    img: (tagName, attribs) => {
      const sized: Record<string, string> = { src: attribs.src ?? "", alt: attribs.alt ?? "" };
      if (attribs.title) sized.title = attribs.title;
      const width = pixels(attribs.width, RICH_TEXT_MAX_IMAGE_WIDTH);
      if (width) sized.width = width;
      const height = pixels(attribs.height, 4 * RICH_TEXT_MAX_IMAGE_WIDTH);
      if (height) sized.height = height;
      return { tagName, attribs: sized };
    },
  },
  // A figure goes with its caption when it has no picture left to caption.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !allowedImageSource(frame.attribs.src)) ||
    (frame.tag === "figure" && !frame.mediaChildren.includes("img")),
};

/**
 * Stored HTML of a body: sanitised when it is HTML, paragraphs and links when it is plain text.
 * What is left always starts with a block (text outside one goes in a paragraph), so the site's
 * richTextHtml never takes it for plain text.
 */
export function sanitizeRichText(body: string): string {
  const html = sanitizeHtml(richTextHtml(body), OPTIONS).trim();
  return html && !looksLikeHtml(html) ? `<p>${html}</p>` : html;
}

/** A stored body as HTML for the site and emails, whichever way it was written. */
export function storedBodyHtml(content: string, format: RichTextFormat | string): string {
  return format === "html" ? content : plainTextToHtml(content);
}
