// Lists the routes an Express app really serves, by walking its router stack (Express 5 / router 2:
// a layer keeps its mount path in `rawPath`), so the reference can be checked against the app.
import type { Express } from "express";

interface AppRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: string | string[] | RegExp;
  slash?: boolean;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function paths(raw: string | string[] | RegExp | undefined): string[] {
  if (raw === undefined) return [""];
  if (raw instanceof RegExp) return [raw.source];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

function walk(stack: Layer[], prefix: string, out: AppRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of paths(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== "_all") out.push({ method, path: prefix + path });
        }
      }
    } else if (layer.handle?.stack) {
      for (const mount of layer.slash ? [""] : paths(layer.rawPath))
        walk(layer.handle.stack, prefix + mount, out);
    }
  }
}

export function listAppRoutes(app: Express): AppRoute[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: AppRoute[] = [];
  walk(router.stack, "", out);
  return out;
}
