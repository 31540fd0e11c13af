import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { entryStylesheets, isOneOf } from "./scripts/entry-stylesheets.ts";
import { firstLoadModules, firstLoadPlugin } from "./scripts/first-load-plugin.ts";
import { inlineEntryCssPlugin } from "./scripts/inline-entry-css-plugin.ts";
import { precompressPlugin } from "./scripts/precompress-plugin.ts";
import { serviceWorkerPlugin } from "./scripts/service-worker-plugin.ts";
import { siteMetaPlugin } from "./scripts/site-meta-plugin.ts";
import { siteStylesheetPlugin } from "./scripts/site-stylesheet-plugin.ts";

const apiTarget = "http://localhost:3000";

// react-router's package exports only its development build (with dev-only warnings and checks);
// its production build ships beside it, unexported (remix-run/react-router#12532, #14102). Builds use it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

// The built site runs on Preact's React-compatible layer (about 11 KB instead of React DOM's 65 KB on a
// phone's first load); the dev server and the component tests keep React itself.
const PREACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/** The entry's stylesheets (those src/main.tsx imports): inlined into every page's HTML. */
const ENTRY_CSS = entryStylesheets(fileURLToPath(new URL("./src/main.tsx", import.meta.url)));

const FRAMEWORK =
  /node_modules[\\/](\.pnpm[\\/])?(preact|react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[@\\/]/;

/** The server's renderer (src/server/render-page.tsx): the same app, built for Node.js. */
const SERVER_ENTRY = "src/server/render-page.tsx";

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild();
  const homeModules = firstLoadModules();
  return {
    resolve: {
      alias:
        command === "build"
          ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...PREACT]
          : [],
    },
    plugins: [
      react(),
      siteMetaPlugin(fileURLToPath(new URL("./src/locales", import.meta.url))),
      inlineEntryCssPlugin(),
      siteStylesheetPlugin(),
      homeModules.plugin,
      firstLoadPlugin(),
      precompressPlugin(),
      serviceWorkerPlugin({
        root: fileURLToPath(new URL(".", import.meta.url)),
        source: fileURLToPath(new URL("./src/sw/service-worker.ts", import.meta.url)),
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
      outDir: "dist",
      assetsDir: "assets",
      sourcemap: true,
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
        onwarn(warning, warn) {
          // react-router reads React 19's useOptimistic only when present (Preact has none): expected.
          if (warning.code === "IMPORT_IS_UNDEFINED" && warning.message.includes("useOptimistic")) return;
          warn(warning);
        },
        output: {
          // Fewer, larger shared chunks: on a slow phone network every extra request costs a round trip.
          codeSplitting: {
            groups: [
              {
                // The public site's stylesheets as one file, fetched once per visit: a page would
                // otherwise add fifteen small ones, each a request and a restyle of the page. The
                // entry's own (inlined into the HTML) and the console's stay apart.
                name: "site",
                test: (id: string) =>
                  /\.css$/.test(id) &&
                  !isOneOf(ENTRY_CSS, id) &&
                  !/[\\/]features[\\/]admin[\\/]|rich-text-editor/.test(id),
                priority: 4,
              },
              {
                name: "framework",
                test: (id: string) => FRAMEWORK.test(id) && homeModules.has(id),
                priority: 3,
              },
              {
                // The small shared building blocks (http client, design-system components, contracts
                // constants, the date formatter) as one chunk instead of a dozen tiny ones. Form code stays with the forms,
                // and what the entry itself runs (early-actions) stays in the entry.
                name: "core",
                test: (id: string) =>
                  /apps[\\/]web[\\/]src[\\/](lib|components|assets)[\\/]|packages[\\/]contracts[\\/]src[\\/](constants|api-paths|images|site)\.ts|packages[\\/]i18n[\\/]src[\\/]/.test(
                    id,
                  ) &&
                  !/[\\/]lib[\\/](forms|early-actions)\.ts|[\\/]components[\\/](field|select)\./.test(id) &&
                  homeModules.has(id),
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
 * image installs no web packages), on the same Preact aliases as the site, so the server draws
 * exactly what the browser's app takes over. Stylesheets are the client build's.
 */
function serverBuild(): UserConfig {
  return {
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }, ...PREACT] },
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
