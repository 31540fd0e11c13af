// The admin's rich-text editor (TipTap): headings, lists, quotes, links and uploaded images in
// three sizes, with a description and a caption (blog bodies; opportunities' long texts go without
// images). It offers only what the
// API's sanitiser keeps (contracts rich-text.ts) and hands back HTML; loaded only when an admin
// form shows it (rich-text-field.tsx).
import {
  RICH_TEXT_IMAGE_WIDTHS,
  RICH_TEXT_LINK_REL,
  type RichTextImageSize,
  richTextLinkAllowed,
} from "@btw/contracts";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { BubbleMenu } from "@tiptap/react/menus";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RequiredMark } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { withReauth } from "../session/reauth.ts";
import { CaptionedImage } from "./captioned-image.ts";
import { uploadBodyImage } from "./upload-image.ts";
import "./rich-text-editor.css";

/**
 * `value` is read when the editor starts: a form that replaces the text itself (a restored draft,
 * "Discard draft") gives the editor a new `key`. Following every change of `value` instead would
 * let a render that lags behind fast typing put older text back.
 */
export interface RichTextEditorProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Offers uploaded pictures (blog bodies); without, the text has no image button. */
  images?: boolean;
  /** The language the text is written in (a version's editor): its `lang`, for spelling and fonts. */
  lang?: string;
}

const SIZES = Object.keys(RICH_TEXT_IMAGE_WIDTHS) as RichTextImageSize[];

/** An empty editor answers "<p></p>": the form keeps "" so an untouched body stays unchanged. */
const EMPTY = "<p></p>";

export default function RichTextEditor({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  images = true,
  required,
  lang,
}: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          // Only links the sanitiser keeps. No scheme is registered with linkify (that warns once a
          // second editor on the page has started), so typed `tel:` text is not linked by itself; a
          // link made with the link button may use it.
          isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && richTextLinkAllowed(url),
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: null },
        },
      }),
      ...(images ? [CaptionedImage.configure({ allowBase64: false })] : []),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: "rich-text-editor__content prose rich-text",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(hint || error
          ? { "aria-describedby": [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() }
          : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(lang ? { lang, dir: "ltr" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY ? "" : html);
    },
    onBlur: () => onBlur?.(),
  });

  return (
    <div className={error ? "field field--invalid rich-text-editor" : "field rich-text-editor"}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        <RequiredMark required={required} />
      </span>
      {editor ? <Toolbar editor={editor} labelId={`${id}-label`} images={images} /> : null}
      <EditorContent editor={editor} />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, labelId, images }: { editor: Editor; labelId: string; images: boolean }) {
  const { t } = useTranslation("admin");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
      image: e.isActive("image"),
      imageWidth: (e.getAttributes("image").width as number | string | null | undefined) ?? null,
      imageAlt: (e.getAttributes("image").alt as string | undefined) ?? "",
      imageCaption: (e.getAttributes("image").caption as string | undefined) ?? "",
    }),
  });
  const [panel, setPanel] = useState<"link" | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      const src = await withReauth(() => uploadBodyImage(file));
      chain().setImage({ src, alt: "", width: RICH_TEXT_IMAGE_WIDTHS.medium }).run();
    } catch (caught) {
      setFailure(describeError(t, caught));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const width = state.imageWidth === null ? null : Number(state.imageWidth);
  return (
    <div className="rich-text-editor__tools">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-labelledby={labelId}>
        <Tool pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          {t("editor.heading")}
        </Tool>
        <Tool pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          {t("editor.subheading")}
        </Tool>
        <Tool pressed={state.bold} onClick={() => chain().toggleBold().run()} label={t("editor.bold")}>
          <strong>B</strong>
        </Tool>
        <Tool pressed={state.italic} onClick={() => chain().toggleItalic().run()} label={t("editor.italic")}>
          <em>I</em>
        </Tool>
        <Tool pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
          {t("editor.bullets")}
        </Tool>
        <Tool pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
          {t("editor.numbers")}
        </Tool>
        <Tool pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          {t("editor.quote")}
        </Tool>
        <Tool
          pressed={state.link || panel === "link"}
          onClick={() => setPanel(panel === "link" ? null : "link")}
        >
          {t("editor.link")}
        </Tool>
        {images ? (
          <>
            <Tool pressed={false} disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? t("editor.uploading") : t("editor.image")}
            </Tool>
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              tabIndex={-1}
              aria-label={t("editor.imageFile")}
              onChange={(event) => void pickImage(event.target.files?.[0])}
            />
          </>
        ) : null}
      </div>
      {panel === "link" ? (
        <LinkPanel
          key={state.href}
          href={state.href}
          onApply={(href) => {
            if (href) chain().extendMarkRange("link").setLink({ href }).run();
            else chain().extendMarkRange("link").unsetLink().run();
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {images ? (
        // By the picture itself (TipTap's bubble menu), not in the toolbar a long text away.
        <BubbleMenu
          editor={editor}
          pluginKey="picture-settings"
          shouldShow={({ editor: current }) => current.isEditable && current.isActive("image")}
          options={{ placement: "bottom", offset: 8, flip: true, shift: { padding: 8 } }}
          className="rich-text-editor__picture-menu"
        >
          <fieldset className="rich-text-editor__panel">
            <legend className="visually-hidden">{t("editor.imageSettings")}</legend>
            <span>{t("editor.size")}</span>
            {SIZES.map((size) => (
              <Tool
                key={size}
                pressed={width === RICH_TEXT_IMAGE_WIDTHS[size]}
                onClick={() =>
                  chain()
                    .updateAttributes("image", { width: RICH_TEXT_IMAGE_WIDTHS[size], height: null })
                    .run()
                }
              >
                {t(`editor.sizes.${size}`)}
              </Tool>
            ))}
            <PictureTextField
              key={`alt-${state.imageAlt}`}
              label={t("editor.alt")}
              value={state.imageAlt}
              maxLength={200}
              onApply={(alt) => editor.chain().updateAttributes("image", { alt }).run()}
            />
            <PictureTextField
              key={`caption-${state.imageCaption}`}
              label={t("editor.caption")}
              value={state.imageCaption}
              maxLength={300}
              onApply={(caption) => editor.chain().updateAttributes("image", { caption }).run()}
            />
          </fieldset>
        </BubbleMenu>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function Tool({
  pressed,
  onClick,
  label,
  disabled,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  label?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rich-text-editor__tool"
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function LinkPanel({
  href,
  onApply,
  onCancel,
}: {
  href: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const [text, setText] = useState(href);
  const id = useId();
  const apply = () => onApply(normaliseHref(text));
  return (
    <div className="rich-text-editor__panel">
      <label htmlFor={id}>{t("editor.linkAddress")}</label>
      <input
        id={id}
        className="field__control"
        type="url"
        inputMode="url"
        value={text}
        placeholder="https://"
        // biome-ignore lint/a11y/noAutofocus: the panel opens for this one field
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") onCancel();
        }}
      />
      <button type="button" className="rich-text-editor__tool" onClick={apply}>
        {text.trim() ? t("editor.applyLink") : t("editor.removeLink")}
      </button>
      <button type="button" className="rich-text-editor__tool" onClick={onCancel}>
        {t("actions.cancel")}
      </button>
    </div>
  );
}

/** A picture's description or caption, applied when the field is left or Enter is pressed. */
function PictureTextField({
  label,
  value,
  maxLength,
  onApply,
}: {
  label: string;
  value: string;
  maxLength: number;
  onApply: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  return (
    <span className="rich-text-editor__picture-text">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__control"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => onApply(text.trim())}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply(text.trim());
          }
        }}
      />
    </span>
  );
}

/** "example.org" means https://example.org; an address with its own scheme stays as written. */
export function normaliseHref(text: string): string {
  const href = text.trim();
  if (!href) return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.startsWith("#")) return href;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return `mailto:${href}`;
  return `https://${href}`;
}
