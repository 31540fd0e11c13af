// Serves the built website: hashed assets with long cache lifetimes, and index.html for every
// other path so that deep links such as /resource/scholarships load the app (history fallback).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import express, { type Express } from "express";
import { repoRoot } from "@btw/db";
import type { Env } from "../env.ts";

export function webDistDir(env: Env): string {
  return resolve(repoRoot, env.WEB_DIST_DIR ?? join("apps", "web", "dist"));
}

export function siteMiddleware(env: Env): (app: Express) => void {
  const dist = webDistDir(env);
  const indexPath = join(dist, "index.html");
  return (app) => {
    app.use(
      "/assets",
      express.static(join(dist, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    let shell: string | undefined;
    app.get("/{*path}", (_req, res) => {
      if (!shell && existsSync(indexPath)) shell = readFileSync(indexPath, "utf8");
      if (!shell) {
        res.status(503).type("text").send("The website has not been built yet: run `pnpm build`.");
        return;
      }
      res.setHeader("Cache-Control", "no-cache");
      res.type("html").send(shell);
    });
  };
}
