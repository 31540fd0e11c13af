// The public site's stylesheet (one file: the "site" group in vite.config.ts) is linked from the
// HTML's head: the server sends each public page drawn whole (apps/api/src/site/prerender.ts), and its
// cards, lists and footer need their styles in its first paint. A later page of the visit finds the
// file already there (the app's code loads a stylesheet only when no link names it).
import type { Plugin } from "vite";

/** The site stylesheet's file in the build: assets/site-<hash>.css. */
const SITE_STYLESHEET = /^assets\/site-[\w-]+\.css$/;

export function siteStylesheetPlugin(): Plugin {
  return {
    name: "btw-site-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => SITE_STYLESHEET.test(name));
        if (!file) throw new Error("The build has no site stylesheet (assets/site-*.css)");
        return html.replace("</head>", `  <link rel="stylesheet" href="/${file}" />\n  </head>`);
      },
    },
  };
}
