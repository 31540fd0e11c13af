import { imageSrcSet } from "@btw/contracts";
import "./rich-text.css";

/**
 * Adds to each uploaded image of a stored body its other widths (srcset) and lazy loading. The
 * body is HTML the API sanitised on write (contracts rich-text.ts allow-list): nothing here adds
 * anything but attributes computed from an image's own address.
 */
export function withResponsiveImages(html: string): string {
  return html.replace(/<img src="([^"]+)"([^>]*)>/g, (_tag, src: string, rest: string) => {
    const srcSet = imageSrcSet(src.replace(/&amp;/g, "&"));
    const width = /\swidth="(\d+)"/.exec(rest)?.[1];
    const sizes = width ? `(max-width: ${width}px) 100vw, ${width}px` : "(max-width: 800px) 100vw, 768px";
    const responsive = srcSet ? ` srcset="${srcSet}" sizes="${sizes}"` : "";
    return `<img src="${src}"${responsive} loading="lazy" decoding="async"${rest}>`;
  });
}

/** A stored rich-text body (a blog post's), as the site and the admin preview show it; `lang` when it is in another language than the page's. */
export function RichText({
  html,
  className = "",
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`prose rich-text ${className}`.trim()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only allow-listed HTML (lib/rich-text.ts)
      dangerouslySetInnerHTML={{ __html: withResponsiveImages(html) }}
    />
  );
}
