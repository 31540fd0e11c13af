// Serves the built website: hashed assets with long cache lifetimes, /robots.txt, /sitemap.xml, and
// for every other path the page drawn whole on the server (renderer.ts: React Router's own server
// rendering, its data read in-process), in index.html with that page's language (<html lang>, from
// the /am or /om prefix), title, description, canonical address, hreflang alternates, Open
// Graph/Twitter tags and structured data, answering 404 for unknown paths.
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import {
  BUILD_MANIFEST,
  buildManifestSchema,
  MODULE_MANIFEST,
  moduleManifestSchema,
  movedPagePath,
  SHELL_REQUEST_HEADER,
  SITE_META_FILE,
  type SiteMetaFile,
  sectionOf,
  siteMetaFileSchema,
} from "@btw/contracts";
import { repoRoot } from "@btw/db";
import express, { type Express } from "express";
import type { AppContext } from "../context.ts";
import type { Env } from "../env.ts";
import { DRAWN_PAGE_CACHE } from "../lib/http-cache.ts";
import { carriesToken, NO_STORE } from "../lib/no-store.ts";
import { type PrerenderedContent, renderPage } from "./html.ts";
import { alternateLinks, DEFAULT_LANGUAGE, languageOfPath, localizedPath, siteMetaIn } from "./languages.ts";
import { pageScripts } from "./page-scripts.ts";
import { precompressedAssets } from "./precompressed.ts";
import { loadRenderer, ServerBusy } from "./renderer.ts";
import { resolvePage } from "./resolve-page.ts";
import { onePageAnswers } from "./site-data.ts";
import { robotsTxt, sitemapRouter } from "./sitemap.ts";

/** The web build's service worker (apps/web/src/sw/sw.ts, built by vite-plugin-pwa with Workbox). */
export const SERVICE_WORKER_FILE = "sw.js";

function webDistDir(env: Env): string {
  return resolve(repoRoot, env.WEB_DIST_DIR ?? join("apps", "web", "dist"));
}

interface SiteFiles {
  template: string;
  /** Every language's page texts. */
  meta: SiteMetaFile;
  /** The scripts of a drawn page's modules, beyond the entry's (none when the build has no manifests). */
  scripts: (modules: readonly string[]) => string[];
}

/** The web build's manifests, as page-scripts.ts reads them (none: the HTML names the entry's scripts only). */
function readScripts(manifestPath: string, modulesPath: string): SiteFiles["scripts"] {
  if (!existsSync(manifestPath) || !existsSync(modulesPath)) return () => [];
  return pageScripts(
    buildManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8"))),
    moduleManifestSchema.parse(JSON.parse(readFileSync(modulesPath, "utf8"))),
  );
}

/** Reads index.html, site-meta.json and the manifests, again only when a new build has replaced one. */
function siteFiles(dist: string, logger: AppContext["logger"]): () => SiteFiles | undefined {
  const indexPath = join(dist, "index.html");
  const metaPath = join(dist, SITE_META_FILE);
  const manifestPath = join(dist, BUILD_MANIFEST);
  const modulesPath = join(dist, MODULE_MANIFEST);
  const changed = (path: string) => {
    if (!existsSync(path)) return "-";
    const { mtimeMs, size } = statSync(path);
    return `${mtimeMs}/${size}`;
  };
  let cached: { stamp: string; files: SiteFiles } | undefined;
  return () => {
    if (!existsSync(indexPath) || !existsSync(metaPath)) return undefined;
    const stamp = [indexPath, metaPath, manifestPath, modulesPath].map(changed).join(":");
    if (cached?.stamp !== stamp) {
      const meta = siteMetaFileSchema.parse(JSON.parse(readFileSync(metaPath, "utf8")));
      const template = readFileSync(indexPath, "utf8");
      try {
        cached = { stamp, files: { template, meta, scripts: readScripts(manifestPath, modulesPath) } };
      } catch (error) {
        // A manifest being written: this page names the entry's scripts only, and the next reads it again.
        logger.warn({ err: error }, "the web build's manifests could not be read");
        return { template, meta, scripts: () => [] };
      }
    }
    return cached.files;
  };
}

export function siteMiddleware(ctx: AppContext): (app: Express) => void {
  const dist = webDistDir(ctx.env);
  const files = siteFiles(dist, ctx.logger);
  const renderer = loadRenderer(ctx, dist);
  const origin = ctx.env.PUBLIC_URL.replace(/\/+$/, "");

  return (app) => {
    app.use("/assets", precompressedAssets(join(dist, "assets")));
    app.use(
      "/assets",
      express.static(join(dist, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    );
    // Other files of the build keep their names across releases: an hour. HTML and the service
    // worker are revalidated every time, so a new release reaches every visitor on their next visit.
    app.use(
      express.static(dist, {
        index: false,
        maxAge: "1h",
        setHeaders: (res, path) => {
          if (path.endsWith(".html") || basename(path) === SERVICE_WORKER_FILE) {
            res.setHeader("Cache-Control", "no-cache");
          }
        },
      }),
    );

    app.get("/robots.txt", (_req, res) => {
      const site = files();
      res.type("text/plain").set("Cache-Control", "public, max-age=3600");
      res.send(
        site ? robotsTxt(origin, siteMetaIn(site.meta, DEFAULT_LANGUAGE)) : "User-agent: *\nAllow: /\n",
      );
    });

    const defaultMeta = () => {
      const site = files();
      return site && siteMetaIn(site.meta, DEFAULT_LANGUAGE);
    };
    app.use(sitemapRouter(ctx, defaultMeta, origin));

    // A visitor's form sent before the page's scripts arrived (or without them) posts to its own
    // page: nothing is read from it, and the page comes back (303), its address free of the data.
    app.post("/{*path}", (req, res) => {
      // Never "//host" or "/\host": leading slashes and backslashes collapse, so it stays on this site.
      res.redirect(303, `/${req.path.replace(/^[/\\]+/, "")}`);
    });

    app.get("/{*path}", onePageAnswers, async (req, res) => {
      const site = files();
      if (!site) {
        res.status(503).type("text").send("The website has not been built yet: run `pnpm build`.");
        return;
      }
      const queryAt = req.originalUrl.indexOf("?");
      const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : "";
      // One address per page: a path with a trailing slash answers with a permanent move to the path without it.
      if (req.path.length > 1 && req.path.endsWith("/")) {
        // Never "//host": collapse leading slashes so the move stays on this site.
        res.redirect(301, `/${req.path.replace(/^\/+|\/+$/g, "")}${query}`);
        return;
      }
      // /am/... and /om/... are the same pages in Amharic and Oromo, with that language's texts.
      const { language, path } = languageOfPath(req.path);
      // A fixed page spelt in another case (`/resource/video-pdf`) moves to its canonical address.
      const moved = movedPagePath(path);
      if (moved) {
        res.redirect(301, `${localizedPath(moved, language)}${query}`);
        return;
      }
      const meta = siteMetaIn(site.meta, language);
      const page = await resolvePage(ctx, meta, path, { language });
      // Public pages are drawn whole on the server; private screens (sign-in, account, the console)
      // keep the band only, for the app to draw with the visitor's own data, and so does the shell
      // the service worker keeps for offline use (the app draws any page into it). Each page but the
      // shell names its own scripts, for the browser to fetch beside the entry's.
      const loaded = req.get(SHELL_REQUEST_HEADER) ? undefined : await renderer();
      const request = { url: `${origin}${req.originalUrl}`, language, nonce: String(res.locals.cspNonce) };
      let prerendered: PrerenderedContent | undefined;
      let scripts: readonly string[] = [];
      if (loaded && !page.private) {
        try {
          const drawn = await loaded.draw(request);
          if (drawn.kind === "redirect") {
            res.redirect(drawn.status, drawn.location);
            return;
          }
          prerendered = { html: drawn.html, state: drawn.state };
          scripts = site.scripts(drawn.modules ?? []);
        } catch (error) {
          if (error instanceof ServerBusy) {
            res.status(503).set("Retry-After", "5").set("Cache-Control", "no-store").type("text");
            res.send("The site is busy: please try again in a few seconds.");
            return;
          }
          // A page that cannot be drawn goes out as its band, for the browser's app to draw.
          ctx.logger.error({ err: error, url: req.originalUrl }, "page could not be drawn on the server");
        }
      } else if (loaded) {
        scripts = await loaded.modules(request).then(site.scripts, (error: unknown) => {
          ctx.logger.error({ err: error, url: req.originalUrl }, "the page's scripts could not be named");
          return [];
        });
      }
      const html = renderPage(
        site.template,
        {
          language,
          alternates: page.noIndex ? [] : alternateLinks(origin, page.path),
          title: page.title,
          description: page.description,
          keywords: meta.defaults.keywords,
          author: meta.defaults.author,
          siteName: meta.siteName,
          canonicalUrl: `${origin}${localizedPath(page.path, language)}`,
          imageUrl: page.image ? new URL(page.image.url, origin).href : `${origin}${meta.shareImage}`,
          imageAlt: page.image?.alt ?? meta.siteName,
          type: page.type,
          noIndex: page.noIndex,
          jsonLd: page.jsonLd,
          hero: page.hero,
          section: sectionOf(page.path),
        },
        scripts,
        prerendered,
      );
      // A page drawn whole is the same for every anonymous reader: a shared cache (deploy/nginx/, a CDN)
      // may keep it for a moment; a personal page (or an address carrying a token) never, and the
      // service worker's shell or a page the server could not draw is asked again each time.
      const personal = page.private || carriesToken(req.originalUrl);
      res.vary(SHELL_REQUEST_HEADER);
      res
        .status(page.status)
        .set("Cache-Control", personal ? NO_STORE : prerendered ? DRAWN_PAGE_CACHE : "no-cache")
        .type("html")
        .send(html);
    });
  };
}
