import { Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { afterEach, describe, expect, it } from "vitest";
import { CaptionedImage } from "./captioned-image.ts";

const PICTURE = '<img src="/uploads/images/c-1200.webp" alt="Graduates" width="320">';
let editor: Editor | undefined;

function edit(content: string): Editor {
  editor = new Editor({ extensions: [StarterKit, CaptionedImage], content });
  return editor;
}

afterEach(() => editor?.destroy());

/** The editor's HTML without the empty paragraph it keeps after a last picture for typing on. */
const html = (current: Editor) => current.getHTML().replace(/<p><\/p>$/, "");

describe("the editor's picture", () => {
  it("stays a bare <img> until it has a caption, then is stored as a figure", () => {
    const current = edit(PICTURE);
    expect(html(current)).toBe(PICTURE);
    current.chain().setNodeSelection(0).updateAttributes("image", { caption: "Class of 2026" }).run();
    expect(html(current)).toBe(`<figure>${PICTURE}<figcaption>Class of 2026</figcaption></figure>`);
    current.chain().setNodeSelection(0).updateAttributes("image", { caption: "" }).run();
    expect(html(current)).toBe(PICTURE);
  });

  it("reads a stored figure back with its caption, and a figure without a picture not as one", () => {
    const stored = `<figure>${PICTURE}<figcaption> Class of 2026 </figcaption></figure>`;
    const current = edit(`${stored}<figure><figcaption>No picture</figcaption></figure>`);
    expect(current.getAttributes("image")).toMatchObject({ caption: "Class of 2026" });
    expect(html(current)).toBe(
      `<figure>${PICTURE}<figcaption>Class of 2026</figcaption></figure><p>No picture</p>`,
    );
  });
});
