// The editor's picture: TipTap's image with a caption. Without one it is stored as <img>; with one
// as <figure><img><figcaption>caption</figcaption></figure> (contracts' rich-text allow-list keeps
// both), and a stored figure reads back into the same picture with its caption.
import Image from "@tiptap/extension-image";
import { mergeAttributes } from "@tiptap/react";

/** The caption's text in a stored figure ("" for a picture without one). */
function captionOf(element: HTMLElement): string {
  return element.querySelector("figcaption")?.textContent?.trim() ?? "";
}

export const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: { default: "", parseHTML: captionOf, renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    return [
      {
        // Before the image's own rule, so a figure's picture keeps its caption.
        tag: "figure",
        getAttrs: (figure) => {
          const image = figure.querySelector("img[src]");
          if (!image) return false;
          return Object.fromEntries(
            ["src", "alt", "title", "width", "height"].map((name) => [name, image.getAttribute(name)]),
          );
        },
      },
      ...(this.parent?.() ?? []),
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const image = ["img", mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    const caption = node.attrs.caption as string;
    return caption ? ["figure", image, ["figcaption", caption]] : image;
  },
});
