import { apiPaths } from "@btw/contracts";
import type { Response } from "express";
import { type DefinedRoute, defineRoute } from "../lib/route.ts";
import { DOCS_CSS, DOCS_HTML, DOCS_SCRIPT, docsAssetPaths } from "./docs-page.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

const tag = "System";
const cacheable = (res: Response) => res.set("Cache-Control", "public, max-age=300");

/** The document of `routes()` (every route of the API, these included) and the page that reads it. */
export function openApiRoutes(routes: () => readonly DefinedRoute[]): DefinedRoute[] {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const asset = (path: string, summary: string, type: string, text: string) =>
    defineRoute({
      method: "get",
      path,
      tag,
      summary,
      access: "public",
      response: { status: 200, description: summary, contentType: type },
      handler: ({ res }) => {
        cacheable(res).type(type).send(text);
      },
    });
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
    asset(apiPaths.docs, "API reference page", "text/html", DOCS_HTML),
    asset(docsAssetPaths.script, "Script of the reference page", "text/javascript", DOCS_SCRIPT),
    asset(docsAssetPaths.style, "Style sheet of the reference page", "text/css", DOCS_CSS),
  ];
}
