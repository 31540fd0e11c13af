import { ITEM_PAGES, PUBLIC_PAGES, type PublicPageKey } from "./pages.ts";

/**
 * The parts of the site, each with its own hero colour and motif (styles/hero.css), so a visitor
 * knows where they are: the home page keeps the green band with the sun. The server draws the same
 * band first (apps/api/src/site/html.ts), so its colour does not change when the app takes over.
 */
export const PAGE_SECTIONS = {
  opportunities: ["scholarships", "internships", "training", "jobs", "submitResume"],
  learning: ["academicCareerTools", "internationalApplications", "selfDevelopment", "videoPdf"],
  blog: ["blogs"],
  giving: ["donate", "startupSupport"],
  about: ["about", "contact", "services", "faqs", "privacy"],
} as const satisfies Record<string, readonly PublicPageKey[]>;
export type PageSection = keyof typeof PAGE_SECTIONS;

const sectionByPath = new Map<string, PageSection>(
  Object.entries(PAGE_SECTIONS).flatMap(([section, pages]) =>
    pages.map((page) => [PUBLIC_PAGES[page].path as string, section as PageSection]),
  ),
);
/** "/resource/" for /resource/:types, whose other pages are the learning resources' categories. */
const resourceCategoryPrefix = ITEM_PAGES.resourceCategory.replace(":types", "");

/** The section of an address (without its language prefix): a page, or an item of a listed page. */
export function sectionOf(pathname: string): PageSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const own = sectionByPath.get(path);
  if (own) return own;
  const parent = sectionByPath.get(path.slice(0, path.lastIndexOf("/")));
  if (parent) return parent;
  return path.startsWith(resourceCategoryPrefix) ? "learning" : undefined;
}
