// Each page route names its module and catalogs for the server (app/page-modules.ts), which finds their
// scripts in the build's manifests by those paths: they must be the files the route loads.
import { join } from "node:path";
import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isPageHandle, pageSource } from "./page-modules.ts";
import { createRoutes } from "./routes.tsx";

const webRoot = join(import.meta.dirname, "../..");

const withLazy = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [
    ...(typeof route.lazy === "function" ? [route] : []),
    ...withLazy(route.children ?? []),
  ]);

describe("page modules", () => {
  it("name every page by the file its route loads", async () => {
    const routes = withLazy(createRoutes(new QueryClient()));
    const pages = [];
    for (const route of routes) {
      if (!isPageHandle(route.handle) || typeof route.lazy !== "function") continue;
      pages.push(route.handle.module);
      // The file its lazy import runs is the one the handle names: its default export is the page.
      const named = await import(/* @vite-ignore */ join(webRoot, route.handle.module));
      const { Component } = (await route.lazy()) as { Component?: unknown };
      expect(Component, route.handle.module).toBe(named.default);
    }
    expect(pages).toContain("/src/app/pages/home/home-page.tsx");
    expect(pages).toContain("/src/features/opportunities/kinds/jobs/job-detail-page.tsx");
    // Every route's page but the not-found view, which is in the entry's own code.
    expect(pages).toHaveLength(routes.length - 1);
  }, 30_000);

  it("refuse a path that names no page, so a route cannot point at nothing", () => {
    expect(() => pageSource("/src/features/blogs/blog-page.tsx")).toThrow(/No page module/);
    expect(() => pageSource("/src/components/not-found-view.tsx")).toThrow(/No page module/);
  });
});
