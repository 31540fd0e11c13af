// The public site's stylesheet (one file: the "site" group in vite.config.ts) is linked from the
// HTML's head, and inlineStylesheetsPlugin then puts it into the HTML itself: the server sends each
// public page drawn whole (apps/api/src/site/site.ts), its cards, lists and footer need their styles
// in its first paint, and on a slow phone network a stylesheet fetched after the HTML costs a whole
// round trip before anything shows. The app loads the file (cached by the service worker's
// precache) when it first draws a page of its own.
import type { Plugin } from "vite";

/** The site stylesheet's file in the build: assets/site-<hash>.css. */
const SITE_STYLESHEET = /^assets\/site-[\w-]+\.css$/;
/** A link to it in the HTML. */
const SITE_STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/site-[\w-]+\.css"[^>]*>\s*/g;

export function siteStylesheetPlugin(): Plugin {
  return {
    name: "btw-site-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => SITE_STYLESHEET.test(name));
        if (!file) throw new Error("The build has no site stylesheet (assets/site-*.css)");
        // Vite links it too, before the entry's own, where the entry's modules import a stylesheet of
        // the site's group: that link goes (inlined twice, the file cost every page about 10 KB gzip),
        // and the one link comes after the entry's stylesheets, so the site's rules win a tie with them.
        return html
          .replace(SITE_STYLESHEET_LINK, "")
          .replace("</head>", `  <link rel="stylesheet" href="/${file}" />\n  </head>`);
      },
    },
  };
}
