// The stylesheets the HTML links (the entry's: tokens, base, header and hero; and the public site's,
// site-stylesheet-plugin.ts) go into the HTML itself: the first paint then waits for no other request.
import type { Plugin } from "vite";

export function inlineStylesheetsPlugin(): Plugin {
  return {
    name: "btw-inline-stylesheets",
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
