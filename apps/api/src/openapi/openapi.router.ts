import { apiPaths } from "@btw/contracts";
import type { Response } from "express";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { DOCS_HTML, DOCS_SCRIPT, docsAssets, SWAGGER_UI_DIR } from "./docs-page.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

const tag = "System";
const FIVE_MINUTES = 300;
const cacheable = (res: Response) => res.set("Cache-Control", `public, max-age=${FIVE_MINUTES}`);

/** The document of `routes()` (every route of the API, these included) and the page that reads it. */
export function openApiRoutes(routes: () => readonly DefinedRoute[]): DefinedRoute[] {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  // A route answering with `send` (a text of this app's, or a file of Swagger UI's).
  const page = (path: string, summary: string, type: string, send: (res: Response) => void) =>
    defineRoute({
      method: "get",
      path,
      tag,
      summary,
      access: "public",
      response: { status: 200, description: summary, contentType: type },
      handler: ({ res }) => {
        send(res.type(type));
      },
    });
  const asset = (path: string, summary: string, type: string, text: string) =>
    page(path, summary, type, (res) => cacheable(res).send(text));
  // A file of Swagger UI, with Express's ETag and Last-Modified; `root` keeps sendFile serving from a
  // dot-folder (pnpm's node_modules/.pnpm).
  const rendererFile = (path: string, summary: string, type: string, file: string) =>
    page(path, summary, type, (res) =>
      res.sendFile(file, { root: SWAGGER_UI_DIR, maxAge: FIVE_MINUTES * 1000 }),
    );
  return [
    defineRoute({
      method: "get",
      path: apiPaths.openapi,
      tag,
      summary: "This document (OpenAPI 3.1)",
      access: "public",
      response: { status: 200, description: "The OpenAPI document", contentType: "application/json" },
      handler: ({ res }) => {
        document ??= buildOpenApiDocument(routes().map((route) => route.doc));
        cacheable(res);
        return document;
      },
    }),
    asset(apiPaths.docs, "API reference page (Swagger UI)", "text/html", DOCS_HTML),
    asset(docsAssets.start.path, "Script that starts the reference page", "text/javascript", DOCS_SCRIPT),
    rendererFile(
      docsAssets.renderer.path,
      "Swagger UI's script",
      "text/javascript",
      docsAssets.renderer.file,
    ),
    rendererFile(
      docsAssets.rendererStyle.path,
      "Swagger UI's style sheet",
      "text/css",
      docsAssets.rendererStyle.file,
    ),
  ];
}
