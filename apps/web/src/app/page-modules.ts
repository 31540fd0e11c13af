// Every page's module, loaded when it is first shown and named by its path in the project
// ("/src/..."), which is also the name the web build's manifests give it: the server names a drawn
// page's scripts in its HTML (apps/api/src/site/page-scripts.ts), so the browser fetches them beside
// the entry's instead of one after another as each arrives.
import type { ComponentType } from "react";

export type PageModule = { default: ComponentType };

/** A page's module: where it is in the project, and its loader. */
export interface PageSource {
  path: string;
  load: () => Promise<PageModule>;
}

/** What a page's route tells the server's renderer (its `handle`): its module and its catalogs. */
export interface PageHandle {
  module: string;
  namespaces: readonly string[];
}

// Vite's import.meta.glob: each file a lazily loaded chunk of its own. The console's own screens
// load inside it (features/admin/admin-app.tsx), and components are parts of pages, not pages.
const PAGE_MODULES = import.meta.glob<PageModule>([
  "/src/app/pages/*.tsx",
  "/src/app/pages/home/home-page.tsx",
  "/src/features/*/*-page.tsx",
  "/src/features/opportunities/**/*-page.tsx",
  "/src/features/admin/auth/*-page.tsx",
  "!**/components/**",
  "!**/*.test.tsx",
]);

/** The page module at `path`; a path that names none fails when the routes are made. */
export function pageSource(path: string): PageSource {
  const load = PAGE_MODULES[path];
  if (!load) throw new Error(`No page module at ${path}`);
  return { path, load };
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "module" in handle && "namespaces" in handle;
