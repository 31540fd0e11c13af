// The public pages with a fixed address, as the build hands them to the server (dist/site-meta.json),
// which puts the same tags in the HTML it sends and lists the pages in /sitemap.xml. Both lists come
// from the page registry in contracts.
import { PRIVATE_PAGES, PUBLIC_PAGES, type SitemapPlacement } from "@btw/contracts";

interface SitePage extends SitemapPlacement {
  path: string;
  /** "<namespace>:<key>" of the page's { title, description } in the catalog. */
  meta: string;
  /** "<namespace>:<key>" of the page's hero texts ({ eyebrow, title, lead }), as the page draws them. */
  hero: string;
}

export const SITE_PAGES: SitePage[] = Object.values(PUBLIC_PAGES).map(({ path, meta, hero, sitemap }) => ({
  path,
  meta,
  hero,
  ...sitemap,
}));

/**
 * App screens that are not public pages: the server sends them like any page (the app draws them)
 * but marks them noindex and leaves them out of the sitemap.
 */
export const PRIVATE_PATH_PREFIXES: string[] = [
  PRIVATE_PAGES.signIn,
  PRIVATE_PAGES.signUp,
  PRIVATE_PAGES.verifyEmail,
  PRIVATE_PAGES.account,
  PRIVATE_PAGES.postOpportunity,
  PRIVATE_PAGES.admin,
  PRIVATE_PAGES.donationThankYou,
  PRIVATE_PAGES.saved,
  PRIVATE_PAGES.alertSettings,
];
