// The API reference page: Swagger UI (swagger-ui-dist), served from the app itself. The page is a
// static shell; the renderer, its style sheet and the few lines that start it are files, because the
// CSP allows no inline script and no other host (docs/decisions/0010-api-reference-page.md).
import { createRequire } from "node:module";
import { join } from "node:path";
import { API_PREFIX, apiPaths, SITE_NAME } from "@btw/contracts";
import { repoRoot } from "@btw/db";

/** The bundled server's copy of the files (scripts/build.mjs), from the repository root; unset when run from source. */
declare const __SWAGGER_UI_DIR__: string | undefined;

/** The folder of Swagger UI's files: the bundle's copy, or the package's own folder wherever pnpm put it. */
export const SWAGGER_UI_DIR: string =
  typeof __SWAGGER_UI_DIR__ === "string"
    ? join(repoRoot, __SWAGGER_UI_DIR__)
    : createRequire(import.meta.url)("swagger-ui-dist").getAbsoluteFSPath();

export const docsAssets = {
  renderer: { path: `${apiPaths.docs}/swagger-ui-bundle.js`, file: "swagger-ui-bundle.js" },
  rendererStyle: { path: `${apiPaths.docs}/swagger-ui.css`, file: "swagger-ui.css" },
  start: { path: `${apiPaths.docs}/docs.js` },
} as const;

const documentAddress = `${API_PREFIX}${apiPaths.openapi}`;

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${SITE_NAME} API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_PREFIX}${docsAssets.rendererStyle.path}">
<script src="${API_PREFIX}${docsAssets.renderer.path}" defer></script>
<script src="${API_PREFIX}${docsAssets.start.path}" defer></script>
</head>
<body data-spec="${documentAddress}">
<main id="reference"></main>
<noscript><p>This page needs JavaScript; the raw document is at <a href="${documentAddress}">${documentAddress}</a>.</p></noscript>
</body>
</html>
`;

// Starts Swagger UI on the document named by the page. No validator badge (it would call another
// host), and a signed-in token is not kept between visits.
export const DOCS_SCRIPT = `"use strict";
window.SwaggerUIBundle({
  url: document.body.dataset.spec,
  dom_id: "#reference",
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  deepLinking: true,
  filter: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  persistAuthorization: false,
});
`;
