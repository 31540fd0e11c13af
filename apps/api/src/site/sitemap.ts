// /sitemap.xml: every public page with a fixed address, every blog post, and every approved, open
// opportunity, each with its last change. Built from the database on request.
import { OPPORTUNITY_PAGE_PATHS, type SiteMeta } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "./html.ts";

/** A sitemap file may list 50,000 addresses; keep well inside that for each kind. */
const MAX_PER_KIND = 10_000;

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
  const open = { status: "approved" as const, OR: [{ deadline: null }, { deadline: { gte: today } }] };
  const select = { id: true, updatedAt: true } as const;
  const orderBy = { updatedAt: "desc" as const };
  const take = MAX_PER_KIND;
  const [blogs, scholarships, internships, training, jobs] = await Promise.all([
    ctx.db.blog.findMany({ select, orderBy, take }),
    ctx.db.scholarship.findMany({ where: open, select, orderBy, take }),
    ctx.db.internship.findMany({ where: open, select, orderBy, take }),
    ctx.db.training.findMany({ where: open, select, orderBy, take }),
    ctx.db.job.findMany({ where: open, select, orderBy, take }),
  ]);
  const items = (prefix: string, rows: Array<{ id: number; updatedAt: Date }>, priority: number) =>
    rows.map((row) => ({
      path: `${prefix}/${row.id}`,
      lastmod: row.updatedAt,
      changefreq: "weekly",
      priority,
    }));
  return [
    ...site.pages.map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority })),
    ...items("/blogs", blogs, 0.6),
    ...items(OPPORTUNITY_PAGE_PATHS.scholarships, scholarships, 0.7),
    ...items(OPPORTUNITY_PAGE_PATHS.internships, internships, 0.7),
    ...items(OPPORTUNITY_PAGE_PATHS.training, training, 0.7),
    ...items(OPPORTUNITY_PAGE_PATHS.jobs, jobs, 0.7),
  ];
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeHtml(base + entry.path)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string, site: SiteMeta): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /born-to-win-api/",
    ...site.privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
