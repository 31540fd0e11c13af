import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { entryStylesheets, isOneOf } from "./scripts/entry-stylesheets.ts";
import { firstScriptsBudget } from "./scripts/first-scripts-budget.ts";
import { inlineStylesheetsPlugin } from "./scripts/inline-stylesheets-plugin.ts";
import { precacheList } from "./scripts/precache-list.ts";
import { precompressPlugin } from "./scripts/precompress-plugin.ts";
import { siteMetaPlugin } from "./scripts/site-meta-plugin.ts";
import { siteStylesheetPlugin } from "./scripts/site-stylesheet-plugin.ts";
import { PRECACHED_STATIC_FILES } from "./src/sw/sw-rules.ts";

const apiTarget = "http://localhost:3000";
const OUT_DIR = fileURLToPath(new URL("./dist", import.meta.url));

/** The entry's stylesheets (those src/main.tsx imports): inlined into every page's HTML. */
const ENTRY_CSS = entryStylesheets(fileURLToPath(new URL("./src/main.tsx", import.meta.url)));

/** The libraries every page runs, one long-cached chunk: React DOM, the router, react-query, i18next. */
const FRAMEWORK =
  /node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[@\\/]/;

/**
 * What the console shares with the member pages: components/members (the sign-in card, form alerts,
 * the password field, dialogs), the session (lib/session) and the calls of lib/api (one listing's, the
 * member's own account and submissions). It loads with those pages, like the console's own code, not
 * in the site's stylesheet or the core chunk.
 */
const CONSOLE_SHARED = /[\\/]components[\\/]members[\\/]|[\\/]lib[\\/](api|session)[\\/]/;

/** The server's renderer (src/server/render-page.tsx): the same app, built for Node.js. */
const SERVER_ENTRY = "src/server/render-page.tsx";

export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) return serverBuild();
  return {
    plugins: [
      react(),
      siteMetaPlugin(fileURLToPath(new URL("./src/locales", import.meta.url))),
      // The site stylesheet's link first, then every stylesheet link of the HTML into the HTML itself.
      siteStylesheetPlugin(),
      inlineStylesheetsPlugin(),
      firstScriptsBudget(),
      precompressPlugin(),
      // The service worker (src/sw/sw.ts), built to /sw.js with Workbox's precache list in it.
      // src/sw/register.ts registers it once the first load has settled; the web app manifest is
      // public/site.webmanifest.
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src/sw",
        filename: "sw.ts",
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ["index.html", "assets/*.{js,css}", ...PRECACHED_STATIC_FILES],
          manifestTransforms: [precacheList(OUT_DIR)],
          sourcemap: false,
          // A classic script, as before: every browser that runs service workers runs it.
          rollupFormat: "iife",
        },
      }),
    ],
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        "/born-to-win-api": { target: apiTarget, changeOrigin: false },
        "/uploads": { target: apiTarget, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: OUT_DIR,
      assetsDir: "assets",
      sourcemap: true,
      // .vite/manifest.json: the chunk graph the service worker's precache list is made from, and
      // with .vite/ssr-manifest.json (each module's chunk) the scripts the server names in a drawn
      // page's HTML (apps/api/src/site/page-scripts.ts).
      manifest: true,
      ssrManifest: true,
      // Inline nothing by size: the CSP forbids data: scripts, and small assets cache better as files.
      // The few drawings that stand in for a missing picture (src/assets/*.svg, under 1 KB) are
      // imported with `?inline`, so they paint with their card instead of a request later.
      assetsInlineLimit: 0,
      // A lazily loaded page or section fetches its own imports as the browser reads it: Vite's
      // helper would add a <link rel="modulepreload"> per dependency instead, each one checked
      // against every link already in the page on the main thread (the home page's sections have
      // twenty). Its stylesheets are still added before it is drawn.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
      },
      rolldownOptions: {
        output: {
          // Fewer, larger shared chunks: on a slow phone network every extra request costs a round trip.
          codeSplitting: {
            groups: [
              {
                // The public site's stylesheets as one file: inlined into the pages the server draws,
                // loaded once by the app for the pages it draws itself; otherwise a page would add
                // fifteen small ones, each a request and a restyle of the page. The entry's own and
                // the console's stay apart.
                name: "site",
                test: (id: string) =>
                  /\.css$/.test(id) &&
                  !isOneOf(ENTRY_CSS, id) &&
                  !/[\\/]features[\\/]admin[\\/]|rich-text-editor/.test(id) &&
                  !CONSOLE_SHARED.test(id),
                priority: 4,
              },
              {
                name: "framework",
                test: (id: string) => FRAMEWORK.test(id),
                priority: 3,
              },
              {
                // The small shared building blocks (http client, design-system components, contracts
                // constants, the date formatter) as one chunk instead of a dozen tiny ones. Form code stays
                // with the forms, and the pieces only list, post and member pages use (a list's states, a blog
                // post's parts, the featured video, the posting and sign-up addresses) stay with those pages,
                // as does the carousel, which no page shows on its first screen.
                name: "core",
                test: (id: string) =>
                  /apps[\\/]web[\\/]src[\\/](lib|components|assets)[\\/]|packages[\\/]contracts[\\/]src[\\/](constants|api-paths|images|site)\.ts|packages[\\/]i18n[\\/]src[\\/]/.test(
                    id,
                  ) &&
                  !/[\\/]lib[\\/](forms|schema-form|submission-href|verify-href)\.ts|[\\/]components[\\/](field|select|toaster|list-states|blog-post-parts|featured-video|carousel)[./]/.test(
                    id,
                  ) &&
                  !CONSOLE_SHARED.test(id),
                minShareCount: 2,
                priority: 2,
              },
            ],
          },
        },
      },
    },
  };
});

/**
 * `vite build --ssr`: the server's renderer with everything it imports bundled (the production
 * image installs no web packages): the same components and React the browser hydrates with.
 * Stylesheets are the client build's.
 */
function serverBuild(): UserConfig {
  return {
    plugins: [react()],
    ssr: { noExternal: true, target: "node" },
    build: {
      rolldownOptions: { input: SERVER_ENTRY },
      // A dot-folder: the site's static files never serve it.
      outDir: "dist/.server",
      emptyOutDir: true,
      sourcemap: true,
      target: "node20",
      copyPublicDir: false,
      assetsInlineLimit: 0,
    },
  };
}
