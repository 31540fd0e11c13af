import { apiPaths } from "@btw/contracts";
import { Router } from "express";
import type { AppContext } from "../context.ts";
import { DOCS_CSS, DOCS_HTML, DOCS_SCRIPT, docsAssetPaths } from "./docs-page.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

export function openApiRouter(_ctx: AppContext): Router {
  const router = Router();
  router.get(apiPaths.openapi, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.json(buildOpenApiDocument());
  });
  router.get(apiPaths.docs, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.type("html").send(DOCS_HTML);
  });
  router.get(docsAssetPaths.script, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.type("text/javascript").send(DOCS_SCRIPT);
  });
  router.get(docsAssetPaths.style, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.type("text/css").send(DOCS_CSS);
  });
  return router;
}
