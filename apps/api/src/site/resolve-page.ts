// Which page a path is, with its texts: the catalog's for fixed pages, the database's for blog
// posts and opportunities, and 404 for anything else. The app draws the same pages in the browser.
import {
  jobPostingJsonLd,
  OPPORTUNITY_PAGE_PATHS,
  type OpportunityKind,
  type SiteMeta,
  type SitePageHero,
} from "@btw/contracts";
import type { AppContext } from "../context.ts";

export interface ResolvedPage {
  status: 200 | 404;
  title: string;
  description: string;
  /** The canonical path. */
  path: string;
  type: "website" | "article";
  noIndex: boolean;
  jsonLd: unknown[];
  hero: SitePageHero;
}

const ID = /^[1-9]\d{0,9}$/;
const short = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};
const isOpen = (deadline: Date | null, now: Date) => !deadline || deadline.getTime() >= now.getTime();

/** One public, approved, still open opportunity's title and description, or null. */
async function findOpportunity(ctx: AppContext, kind: OpportunityKind, id: number, now: Date) {
  const where = { id, status: "approved" as const };
  switch (kind) {
    case "scholarships": {
      const row = await ctx.db.scholarship.findFirst({ where });
      return row && isOpen(row.deadline, now)
        ? {
            eyebrow: `${row.scholarshipType} · ${row.modeOfStudy}`,
            title: row.title,
            description: row.description || row.title,
            row,
          }
        : null;
    }
    case "internships": {
      const row = await ctx.db.internship.findFirst({ where });
      return row && isOpen(row.deadline, now)
        ? {
            eyebrow: row.company.join(", "),
            title: row.internshipCategory,
            pageTitle: `${row.internshipCategory}: ${row.company.join(", ")}`,
            description: row.Responsibilities,
            row,
          }
        : null;
    }
    case "training": {
      const row = await ctx.db.training.findFirst({ where });
      return row && isOpen(row.deadline, now)
        ? { eyebrow: row.selectedCountries.join(", "), title: row.Title, description: row.Description, row }
        : null;
    }
    case "jobs": {
      const row = await ctx.db.job.findFirst({ where });
      return row && isOpen(row.deadline, now)
        ? {
            eyebrow: row.Type,
            title: row.JobTitle,
            lead: [row.company, row.location].filter(Boolean).join(" · ") || undefined,
            description: row.Description,
            row,
          }
        : null;
    }
  }
}

export async function resolvePage(
  ctx: AppContext,
  site: SiteMeta,
  path: string,
  now = new Date(),
): Promise<ResolvedPage> {
  const base = { type: "website" as const, noIndex: false, jsonLd: [] as unknown[], path };
  const fixed = site.pages.find((page) => page.path === path);
  if (fixed)
    return { ...base, status: 200, title: fixed.title, description: fixed.description, hero: fixed.hero };

  if (site.privatePathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    const { title, description } = site.defaults;
    return { ...base, status: 200, title, description, noIndex: true, hero: { variant: "page", title } };
  }

  const blog = /^\/blogs\/(\d+)$/.exec(path);
  if (blog && ID.test(blog[1]!)) {
    const row = await ctx.db.blog.findUnique({ where: { id: Number(blog[1]) } });
    if (row) {
      const description = short(row.description);
      const hero = {
        variant: "page" as const,
        eyebrow: site.blogPost.title,
        title: row.title,
        lead: description,
      };
      return { ...base, status: 200, type: "article", title: row.title, description, hero };
    }
  }

  for (const [kind, prefix] of Object.entries(OPPORTUNITY_PAGE_PATHS) as Array<[OpportunityKind, string]>) {
    const match = path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : undefined;
    if (!match || !ID.test(match)) continue;
    const found = await findOpportunity(ctx, kind, Number(match), now);
    if (!found) break;
    const jsonLd =
      kind === "jobs" && "JobTitle" in found.row
        ? [
            jobPostingJsonLd(
              {
                ...found.row,
                createdAt: found.row.createdAt.toISOString(),
                deadline: found.row.deadline?.toISOString() ?? null,
              },
              ctx.env.PUBLIC_URL,
            ),
          ]
        : [];
    const description = short(found.description);
    const hero = {
      variant: "page" as const,
      eyebrow: found.eyebrow,
      title: found.title,
      lead: "lead" in found ? found.lead : undefined,
    };
    const title = short("pageTitle" in found && found.pageTitle ? found.pageTitle : found.title, 120);
    return { ...base, status: 200, title, description, jsonLd, hero };
  }

  const { title, description } = site.notFound;
  return {
    ...base,
    status: 404,
    title,
    description,
    noIndex: true,
    hero: { variant: "page", title, lead: description },
  };
}
