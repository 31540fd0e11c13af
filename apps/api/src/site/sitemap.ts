// /sitemap.xml is a sitemap index: one file per list (fixed pages, blog posts, each opportunity
// kind) and language, `/sitemaps/<list>-<language>.xml`, each address naming its other languages as
// xhtml:link alternates. A file is built from the database once, kept (as text and gzip) for
// SITEMAP_KEEP_MS and sent to every reader in that time with an ETag and public caching headers, so
// crawlers, proxies and CDNs share it; a query string is moved away (301), never a new build.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { itemPagePath, PUBLIC_PAGES, type SiteMeta } from "@btw/contracts";
import { type Request, type Response, Router } from "express";
import { publishedBlogWhere } from "../blogs/blogs.service.ts";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { whereClause } from "../opportunities/opportunity-sql.ts";
import { alternateLinks, localizedPath, SUPPORTED_LANGUAGES } from "./languages.ts";

/**
 * The protocol's limits are 50,000 addresses and 50 MB (uncompressed) per file. A file holds one
 * list in one language, one address per item, so the newest MAX_PER_FILE items of a list stay
 * inside the first; at about 700 bytes an address (its alternates included) they stay far inside
 * the second.
 */
const MAX_PER_FILE = 50_000;
/** How long a built file is kept and may be kept by caches. */
const SITEMAP_KEEP_MS = 5 * 60_000;

export const SITEMAP_LISTS = ["pages", "blogs", ...apiOpportunityKinds.map((kind) => kind.kind)] as const;
type SitemapList = (typeof SITEMAP_LISTS)[number];

export const sitemapFilePath = (list: string, language: string) => `/sitemaps/${list}-${language}.xml`;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/** One list's entries: its public pages (fixed pages, published posts, approved open opportunities). */
async function sitemapListEntries(
  ctx: AppContext,
  site: SiteMeta,
  list: SitemapList,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const items = (listPath: string, rows: Array<{ id: number; updatedAt: Date }>, priority: number) =>
    rows.map((row) => ({
      path: itemPagePath(listPath, row.id),
      lastmod: row.updatedAt,
      changefreq: "weekly",
      priority,
    }));
  if (list === "pages") {
    return site.pages.map((page) => ({
      path: page.path,
      changefreq: page.changefreq,
      priority: page.priority,
    }));
  }
  if (list === "blogs") {
    const blogs = await ctx.db.blog.findMany({
      where: publishedBlogWhere(now),
      select: { id: true, updatedAt: true },
      orderBy: { updatedAt: "desc" },
      take: MAX_PER_FILE,
    });
    return items(PUBLIC_PAGES.blogs.path, blogs, 0.6);
  }
  const kind = apiOpportunityKinds.find((candidate) => candidate.kind === list);
  if (!kind) return [];
  // What the public lists show (opportunity-sql.ts), most recently changed first.
  const open = await ctx.db.$queryRaw<Array<{ id: number; updatedAt: Date }>>`
    SELECT id, "updatedAt" FROM ${kind.table} ${whereClause({ kind: "public" }, [])}
    ORDER BY "updatedAt" DESC LIMIT ${MAX_PER_FILE}`;
  return items(kind.page.path, open, 0.7);
}

/** Every list's entries (what the files hold together, in one language). */
export async function sitemapEntries(
  ctx: AppContext,
  site: SiteMeta,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const lists = await Promise.all(SITEMAP_LISTS.map((list) => sitemapListEntries(ctx, site, list, now)));
  return lists.flat();
}

/** One file: the entries at their address in `language`, each naming its addresses in every language. */
function sitemapXml(origin: string, entries: SitemapEntry[], language: string): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const alternates = alternateLinks(base, entry.path).map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`,
    );
    const parts = [`<loc>${escapeHtml(base + localizedPath(entry.path, language))}</loc>`, ...alternates];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: every list's file in every language. */
function sitemapIndexXml(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  const files = SITEMAP_LISTS.flatMap((list) =>
    SUPPORTED_LANGUAGES.map(
      (language) => `  <sitemap><loc>${escapeHtml(base + sitemapFilePath(list, language))}</loc></sitemap>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}

interface BuiltFile {
  text: Buffer;
  gzip: Buffer;
  etag: string;
}

const pack = (xml: string): BuiltFile => {
  const text = Buffer.from(xml, "utf8");
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  return { text, gzip: gzipSync(text), etag };
};

/**
 * /sitemap.xml and its files. `siteMeta` is the default language's page texts, undefined before the
 * site is built (503). Each file is built at most once per SITEMAP_KEEP_MS, however many ask at once.
 */
export function sitemapRouter(ctx: AppContext, siteMeta: () => SiteMeta | undefined, origin: string): Router {
  const kept = new Map<string, { at: number; file: Promise<BuiltFile> }>();
  const keep = (key: string, build: () => Promise<string>) => {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_KEEP_MS) return hit.file;
    const file = build().then(pack);
    kept.set(key, { at: Date.now(), file });
    file.catch(() => kept.delete(key));
    return file;
  };
  const send = async (
    req: Request,
    res: Response,
    key: string,
    build: (site: SiteMeta) => Promise<string>,
  ) => {
    if (req.originalUrl.includes("?")) {
      res.redirect(301, req.path);
      return;
    }
    const site = siteMeta();
    if (!site) {
      res.status(503).type("text").send("The website has not been built yet: run `pnpm build`.");
      return;
    }
    const file = await keep(key, () => build(site));
    const seconds = SITEMAP_KEEP_MS / 1000;
    res.set({
      "Cache-Control": `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}`,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    res.type("application/xml");
    if (req.acceptsEncodings("gzip") === "gzip") {
      res.set("Content-Encoding", "gzip").send(file.gzip);
      return;
    }
    res.send(file.text);
  };

  const router = Router();
  router.get("/sitemap.xml", (req, res) => send(req, res, "index", async () => sitemapIndexXml(origin)));
  router.get("/sitemaps/:file", async (req, res, next) => {
    const match = /^([a-z-]+)-([a-z]{2})\.xml$/.exec(req.params.file ?? "");
    const list = SITEMAP_LISTS.find((name) => name === match?.[1]);
    const language = SUPPORTED_LANGUAGES.find((name) => name === match?.[2]);
    if (!list || !language) {
      next();
      return;
    }
    await send(req, res, `${list}-${language}`, async (site) =>
      sitemapXml(origin, await sitemapListEntries(ctx, site, list), language),
    );
  });
  return router;
}

export function robotsTxt(origin: string, site: SiteMeta): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /born-to-win-api/",
    ...site.privatePathPrefixes.flatMap((prefix) =>
      SUPPORTED_LANGUAGES.map((language) => `Disallow: ${localizedPath(prefix, language)}`),
    ),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
