// /sitemap.xml: every public page with a fixed address, every blog post, and every approved, open
// opportunity, each with its last change, at its address in every language (each address listing
// the others as xhtml:link alternates). Built from the database on request.
import { itemPagePath, PUBLIC_PAGES, type SiteMeta } from "@btw/contracts";
import { publishedBlogWhere } from "../blogs/blogs.service.ts";
import type { AppContext } from "../context.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { escapeHtml } from "./html.ts";
import { alternateLinks, localizedPath, SUPPORTED_LANGUAGES } from "./languages.ts";

/**
 * A sitemap file may list 50,000 addresses, and each item has one per language: the newest 3,000
 * of each list (blogs and four opportunity kinds) in three languages stay inside that. Past it,
 * a sitemap index with one file per list is the way on.
 */
const MAX_PER_KIND = 3_000;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

export async function sitemapEntries(
  ctx: AppContext,
  site: SiteMeta,
  now = new Date(),
): Promise<SitemapEntry[]> {
  // As on the public lists, a deadline is a day: the item stays listed until that day is over (UTC).
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const take = MAX_PER_KIND;
  const items = (listPath: string, rows: Array<{ id: number; updatedAt: Date }>, priority: number) =>
    rows.map((row) => ({
      path: itemPagePath(listPath, row.id),
      lastmod: row.updatedAt,
      changefreq: "weekly",
      priority,
    }));
  const [blogs, opportunities] = await Promise.all([
    ctx.db.blog.findMany({
      where: publishedBlogWhere(now),
      select: { id: true, updatedAt: true },
      orderBy: { updatedAt: "desc" },
      take,
    }),
    Promise.all(
      apiOpportunityKinds.map(async (kind) =>
        items(kind.page.path, await kind.model(ctx.db).listOpen(today, take), 0.7),
      ),
    ),
  ]);
  return [
    ...site.pages.map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority })),
    ...items(PUBLIC_PAGES.blogs.path, blogs, 0.6),
    ...opportunities.flat(),
  ];
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.flatMap((entry) => {
    const alternates = alternateLinks(base, entry.path).map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`,
    );
    return SUPPORTED_LANGUAGES.map((language) => {
      const parts = [`<loc>${escapeHtml(base + localizedPath(entry.path, language))}</loc>`, ...alternates];
      if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
      if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join("")}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
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
