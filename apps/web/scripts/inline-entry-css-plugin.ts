// The first stylesheet (tokens, base, header and hero: what the page shell needs, ~3 KB gzip) goes
// into the HTML itself: the first paint then waits for no other request.
import type { Plugin } from "vite";

export function inlineEntryCssPlugin(): Plugin {
  return {
    name: "btw-inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== "asset") return tag;
            const css =
              typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
            // A "</style" inside the CSS would end the element early; the build never writes one.
            if (/<\/style/i.test(css)) return tag;
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
