// The page registry in contracts is the one place page paths are written: the router, the navigation
// and the page meta read it, and no source file of the web app or the API spells a page path.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ADMIN_PAGES, PRIVATE_PAGES, PUBLIC_PAGES } from "@btw/contracts";
import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { FOOTER_COLUMNS, NAV_ITEMS, POST_LINK, SAVED_LINK } from "./layout/nav-items.ts";
import { createRoutes } from "./routes.tsx";
import { PRIVATE_PATH_PREFIXES, SITE_PAGES } from "./site-pages.ts";

const repo = join(import.meta.dirname, "../../../..");

function routePaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? (route.path.startsWith("/") ? route.path : `${parent}/${route.path}`) : parent;
    const path = own.replace(/\/+/g, "/") || "/";
    return [path, ...routePaths(route.children ?? [], path === "/" ? "" : path)];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist" || name === "locales") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the page registry drives the web app", () => {
  it("routes every public page and private screen of the registry", () => {
    const paths = routePaths(createRoutes(new QueryClient()));
    for (const page of Object.values(PUBLIC_PAGES)) expect(paths).toContain(page.path);
    for (const path of Object.values(PRIVATE_PAGES).filter((p) => p !== PRIVATE_PAGES.admin))
      expect(paths).toContain(path);
    expect(paths).toContain(`${PRIVATE_PAGES.admin}/*`);
  });

  it("hands the server every public page, in registry order, and the private prefixes", () => {
    expect(SITE_PAGES.map((page) => page.path)).toEqual(Object.values(PUBLIC_PAGES).map((page) => page.path));
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(Object.values(PRIVATE_PAGES)).toContain(prefix);
  });

  it("links the header and footer to registry pages", () => {
    const publicPaths = Object.values(PUBLIC_PAGES).map((page) => page.path) as string[];
    const links = [
      ...NAV_ITEMS.flatMap((item) => (item.kind === "link" ? [item.to] : item.items.map((sub) => sub.to))),
      ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.to)),
    ];
    for (const to of links) expect(publicPaths).toContain(to);
    // The header's ways to a visitor's own screens.
    expect(SAVED_LINK.to).toBe(PRIVATE_PAGES.saved);
    expect(POST_LINK.to).toBe(PRIVATE_PAGES.postOpportunity);
    expect(NAV_ITEMS.map((item) => item.key)).toContain(POST_LINK.menu);
  });

  it("spells no page path as a string literal outside the registry", () => {
    const paths = [
      ...Object.values(PUBLIC_PAGES).map((page) => page.path),
      ...Object.values(PRIVATE_PAGES),
      ...Object.values(ADMIN_PAGES),
    ].filter((path) => path !== "/");
    const roots = ["apps/web/src", "apps/web/scripts", "apps/api/src"].map((dir) => join(repo, dir));
    const found: string[] = [];
    for (const file of roots.flatMap(sourceFiles)) {
      // Comments may name a page by its address; code may not.
      const text = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      for (const path of paths) {
        const literal = new RegExp(`["'\`]${path.replace(/[/-]/g, "\\$&")}(["'\`/?]|\\$\\{)`);
        if (literal.test(text)) found.push(`${relative(repo, file)}: ${path}`);
      }
    }
    expect(found).toEqual([]);
  });
});
