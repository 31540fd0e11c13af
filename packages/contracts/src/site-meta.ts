// The page texts the web build hands to the server (dist/site-meta.json), which puts them into the
// HTML it sends and lists the pages in /sitemap.xml.
import { z } from "zod";
import type { OpportunityLeads } from "./opportunity-band.ts";

const pageTextSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });

/** The band a page opens with, as the app draws it: the server draws the same one first. */
export const pageHeroSchema = z.object({
  variant: z.enum(["home", "page"]),
  eyebrow: z.string().optional(),
  title: z.string().min(1),
  lead: z.string().optional(),
});
export type SitePageHero = z.infer<typeof pageHeroSchema>;

export const siteMetaSchema = z.object({
  siteName: z.string(),
  shareImage: z.string(),
  defaults: pageTextSchema.extend({ keywords: z.string(), author: z.string() }),
  /** Every public page with a fixed address, in sitemap order. */
  pages: z.array(
    pageTextSchema.extend({
      path: z.string().startsWith("/"),
      changefreq: z.enum(["daily", "weekly", "monthly", "yearly"]),
      priority: z.number().min(0).max(1),
      hero: pageHeroSchema,
    }),
  ),
  /** App screens that are not public pages (sign-in, admin, thank-you): served, never indexed. */
  privatePathPrefixes: z.array(z.string().startsWith("/")),
  notFound: pageTextSchema,
  /** Fallback texts of pages whose own title comes from the database. */
  blogPost: pageTextSchema,
  opportunityPost: pageTextSchema,
  /**
   * The catalog's templates for the line under an opportunity's title, so the server's band says
   * what the app's will ({{start}}, {{end}} and {{date}} are dates the server formats).
   */
  opportunityLeads: z.object({
    trainingDates: z.string().min(1),
    trainingDatesTbd: z.string().min(1),
    internshipOpens: z.string().min(1),
    internshipOpenNow: z.string().min(1),
  }) satisfies z.ZodType<OpportunityLeads>,
});
export type SiteMeta = z.infer<typeof siteMetaSchema>;

/** The file below the web build's output folder that holds a SiteMetaFile. */
export const SITE_META_FILE = "site-meta.json";

/**
 * dist/site-meta.json: the same texts in each language the site speaks, keyed by language code
 * ("en", "am", "om"), each read from that language's catalogs.
 */
export const siteMetaFileSchema = z.record(z.string().regex(/^[a-z]{2}$/), siteMetaSchema);
export type SiteMetaFile = z.infer<typeof siteMetaFileSchema>;
