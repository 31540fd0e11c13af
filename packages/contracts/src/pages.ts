// Every page of the website in one place: its address, where its title, description and hero texts
// live in the message catalog, how the sitemap lists it, and where the navigation shows it. The web
// router, header, footer and page meta, the server's page resolver and sitemap, and every link the
// API sends (review emails, donation redirects, admin notifications) read their paths from here.

/** How often a public page changes, and how it ranks against the site's other pages (sitemap). */
export interface SitemapPlacement {
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

interface PublicPage {
  path: `/${string}`;
  /** "<namespace>:<key>" of the page's { title, description } in the web's message catalog. */
  meta: string;
  /** "<namespace>:<key>" of the page's hero texts ({ eyebrow, title, lead }), as the page draws them. */
  hero: string;
  sitemap: SitemapPlacement;
}

/** Public pages with a fixed address, in sitemap order. */
export const PUBLIC_PAGES = {
  home: {
    path: "/",
    meta: "home:meta.home",
    hero: "home:hero",
    sitemap: { changefreq: "daily", priority: 1 },
  },
  scholarships: {
    path: "/resource/scholarships",
    meta: "opportunities:meta.scholarships",
    hero: "opportunities:scholarships",
    sitemap: { changefreq: "daily", priority: 0.9 },
  },
  internships: {
    path: "/resource/internships",
    meta: "opportunities:meta.internships",
    hero: "opportunities:internships",
    sitemap: { changefreq: "daily", priority: 0.9 },
  },
  training: {
    path: "/resource/training",
    meta: "opportunities:meta.training",
    hero: "opportunities:training",
    sitemap: { changefreq: "daily", priority: 0.9 },
  },
  jobs: {
    path: "/resource/job-opportunities",
    meta: "opportunities:meta.jobs",
    hero: "opportunities:jobs",
    sitemap: { changefreq: "daily", priority: 0.9 },
  },
  blogs: {
    path: "/blogs",
    meta: "blogs:meta.blogs",
    hero: "blogs:hero",
    sitemap: { changefreq: "weekly", priority: 0.8 },
  },
  donate: {
    path: "/born-to-win/donate",
    meta: "donate:meta.donate",
    hero: "donate:hero",
    sitemap: { changefreq: "monthly", priority: 0.8 },
  },
  submitResume: {
    path: "/submit-jobs",
    meta: "resume:meta.submitJobs",
    hero: "resume:hero",
    sitemap: { changefreq: "monthly", priority: 0.7 },
  },
  about: {
    path: "/about",
    meta: "about:meta.about",
    hero: "about:hero",
    sitemap: { changefreq: "monthly", priority: 0.6 },
  },
  contact: {
    path: "/contact",
    meta: "contact:meta.contact",
    hero: "contact:hero",
    sitemap: { changefreq: "yearly", priority: 0.6 },
  },
  services: {
    path: "/service",
    meta: "services:meta.services",
    hero: "services:hero",
    sitemap: { changefreq: "monthly", priority: 0.6 },
  },
  startupSupport: {
    path: "/startup-support",
    meta: "startup:meta.startup",
    hero: "startup:hero",
    sitemap: { changefreq: "monthly", priority: 0.6 },
  },
  academicCareerTools: {
    path: "/resource/academic-career-tools",
    meta: "resources:meta.academicCareerTools",
    hero: "resources:academic.hero",
    sitemap: { changefreq: "monthly", priority: 0.7 },
  },
  internationalApplications: {
    path: "/resource/international-applications",
    meta: "resources:meta.internationalApplications",
    hero: "resources:international.hero",
    sitemap: { changefreq: "monthly", priority: 0.7 },
  },
  selfDevelopment: {
    path: "/resource/self-development",
    meta: "resources:meta.selfDevelopment",
    hero: "resources:self.hero",
    sitemap: { changefreq: "monthly", priority: 0.7 },
  },
  videoPdf: {
    path: "/resource/video-PDF",
    meta: "resources:meta.videoPdf",
    hero: "resources:videoPdf.hero",
    sitemap: { changefreq: "weekly", priority: 0.7 },
  },
  faqs: {
    path: "/faqs",
    meta: "faq:meta.faqs",
    hero: "faq:hero",
    sitemap: { changefreq: "yearly", priority: 0.5 },
  },
  privacy: {
    path: "/privacy-policy",
    meta: "privacy:meta.privacy",
    hero: "privacy:hero",
    sitemap: { changefreq: "yearly", priority: 0.3 },
  },
} as const satisfies Record<string, PublicPage>;
export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/**
 * Fixed pages by their address in lower case: another spelling of a page's address (the browser's
 * router matches paths in any case) moves to the canonical one, e.g. `/resource/video-pdf` to the
 * spec's `/resource/video-PDF`.
 */
const PAGE_PATHS_BY_LOWER_CASE: ReadonlyMap<string, string> = new Map(
  Object.values(PUBLIC_PAGES).map((page) => [page.path.toLowerCase(), page.path]),
);

/** The canonical address of a fixed page spelt in another case, or undefined when `path` is no such spelling. */
export function movedPagePath(path: string): string | undefined {
  const canonical = PAGE_PATHS_BY_LOWER_CASE.get(path.toLowerCase());
  return canonical !== undefined && canonical !== path ? canonical : undefined;
}

/** Pages whose content is one row of a list: the list's path plus `/{id}`, or `/{type}` for resources. */
export const ITEM_PAGES = {
  blogPost: `${PUBLIC_PAGES.blogs.path}/:id`,
  resourceCategory: "/resource/:types",
} as const;

/**
 * App screens that are not public pages: the server sends them like any page (the app draws them)
 * but marks them noindex and leaves them out of the sitemap; everything under them is private too.
 */
export const PRIVATE_PAGES = {
  signIn: "/sign-in",
  forgotPassword: "/sign-in/forgot-password",
  /** Visitors' own accounts: sign-up, the emailed code or link, the account and posting an opportunity. */
  signUp: "/sign-up",
  verifyEmail: "/verify",
  account: "/account",
  postOpportunity: "/post-opportunity",
  /** Opportunities saved in this browser (and the account, once signed in). */
  saved: "/saved",
  /** A newsletter subscriber's alert choices, opened from the signed link in every digest (`?token=`). */
  alertSettings: "/email-alerts",
  admin: "/admin",
  donationThankYou: `${PUBLIC_PAGES.donate.path}/thank-you`,
} as const;

/** The admin area's screens; lists of content have `/new` and `/{id}/edit` below their path. */
export const ADMIN_PAGES = {
  dashboard: PRIVATE_PAGES.admin,
  approvals: "/admin/approvals",
  scholarships: "/admin/scholarships",
  internships: "/admin/internships",
  training: "/admin/training",
  jobs: "/admin/jobs",
  blogs: "/admin/blogs",
  resources: "/admin/resources",
  testimonials: "/admin/testimonials",
  team: "/admin/team",
  feedback: "/admin/inbox/feedback",
  resumes: "/admin/inbox/resumes",
  contactMessages: "/admin/inbox/messages",
  subscribers: "/admin/inbox/subscribers",
  reports: "/admin/inbox/reports",
  donations: "/admin/donations",
  mail: "/admin/mail",
  telegram: "/admin/telegram",
  users: "/admin/users",
  newUser: "/admin/users/new",
  auditLog: "/admin/audit-log",
  trash: "/admin/trash",
  mySubmissions: "/admin/my-submissions",
  submit: "/admin/submit",
} as const satisfies Record<string, `/${string}`>;

/** One item's page below a list page: `/blogs/12`, `/resource/scholarships/3`. */
/** The page of one resource type (`/resource/cover-letter`). */
export const resourceCategoryPath = (type: string) => ITEM_PAGES.resourceCategory.replace(":types", type);
export const itemPagePath = (listPath: string, id: number | string) => `${listPath}/${id}`;
export const adminNewPath = (listPath: string) => `${listPath}/new`;
export const adminEditPath = (listPath: string, id: number | string) => `${listPath}/${id}/edit`;

/**
 * The query parameter an admin page reads to open one item: an inbox list shows that item's details
 * (`/admin/inbox/feedback?open=12`), the approval queue its preview (`/admin/approvals?open=jobs:12`).
 * Staff notices link to items this way; closing the item drops the parameter.
 */
export const ADMIN_OPEN_PARAM = "open";
export const adminOpenPath = (page: string, item: number | string) =>
  `${page}?${ADMIN_OPEN_PARAM}=${encodeURIComponent(String(item)).replaceAll("%3A", ":")}`;
/** The approval queue's name for one waiting item: `<kind>:<id>`. */
export const approvalItemKey = (kind: string, id: number) => `${kind}:${id}`;

/** A path as a nested route of the site's root route ("/resource/training" -> "resource/training"). */
export const routePathOf = (path: string) => path.replace(/^\/+/, "");

/** A path as a route below another ("/admin/blogs" below "/admin" -> "blogs"; the parent itself -> ""). */
export const routePathBelow = (parent: string, path: string) =>
  path === parent ? "" : path.startsWith(`${parent}/`) ? path.slice(parent.length + 1) : path;

/** English, the default language, lives at today's paths; every other language under `/<language>`. */
const UNPREFIXED_LANGUAGE = "en";

/**
 * The one way to build a page's address in a language: `localizedPath("/about", "am")` is
 * `/am/about`, the home page is `/am`, and English keeps the path as it is.
 */
export function localizedPath(path: string, language: string = UNPREFIXED_LANGUAGE): string {
  if (language === UNPREFIXED_LANGUAGE) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/**
 * The inverse of localizedPath: which of `languages` a path's prefix names, and the page path
 * without it (`/am/about` -> am and `/about`, `/om` -> om and `/`); an unprefixed path is English.
 */
export function splitLocalizedPath<L extends string>(
  path: string,
  languages: readonly L[],
): { language: L | typeof UNPREFIXED_LANGUAGE; path: string } {
  for (const language of languages) {
    if (language === UNPREFIXED_LANGUAGE) continue;
    const prefix = localizedPath("/", language);
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      return { language, path: path.slice(prefix.length) || "/" };
    }
  }
  return { language: UNPREFIXED_LANGUAGE, path };
}

// ---- Navigation --------------------------------------------------------------------------------

/** A link of the site's header or footer: the page it opens and its label's catalog key. */
export interface NavLink {
  page: PublicPageKey;
  /** Key under `nav.` (header) or `footer.links.` (footer) in the common catalog. */
  label: string;
}
type HeaderNavItem = ({ kind: "link" } & NavLink) | { kind: "menu"; label: string; items: NavLink[] };

/** The header menu of spec section 2; the donate button stands beside it. */
export const HEADER_NAV: HeaderNavItem[] = [
  { kind: "link", page: "home", label: "home" },
  {
    kind: "menu",
    label: "specialOffers",
    items: [
      { page: "scholarships", label: "scholarships" },
      { page: "internships", label: "internships" },
      { page: "training", label: "training" },
      { page: "jobs", label: "jobs" },
    ],
  },
  { kind: "link", page: "services", label: "services" },
  {
    kind: "menu",
    label: "resources",
    items: [
      { page: "academicCareerTools", label: "academicCareerTools" },
      { page: "internationalApplications", label: "internationalApplications" },
      { page: "selfDevelopment", label: "selfDevelopment" },
      { page: "videoPdf", label: "videoPdf" },
    ],
  },
  { kind: "link", page: "blogs", label: "blogs" },
  { kind: "link", page: "contact", label: "contact" },
  { kind: "link", page: "about", label: "about" },
];

/** The header's call to action. */
export const HEADER_ACTION: NavLink = { page: "donate", label: "donate" };

/** A header link to one of the app's own screens (not a public page). */
export interface ScreenNavLink {
  screen: keyof typeof PRIVATE_PAGES;
  /** Key under `nav.` in the common catalog. */
  label: string;
}

/**
 * The header's ways to the visitor's own things, in the menu on every screen and in the phone menu:
 * the opportunities saved in this browser, and posting one (the form asks a visitor without an
 * account to sign up or sign in first). Wide screens list "post" in the `menu` sub-menu (the one
 * that holds the four lists); the list pages link to it too.
 */
export const HEADER_SCREENS = {
  saved: { screen: "saved", label: "saved" },
  post: { screen: "postOpportunity", label: "postOpportunity", menu: "specialOffers" },
} as const satisfies Record<string, ScreenNavLink & { menu?: string }>;

/** The footer's columns; a column's heading is `footer.columns.<label>`. */
export const FOOTER_NAV: Array<{ label: string; links: NavLink[] }> = [
  {
    label: "services",
    links: [
      { page: "scholarships", label: "scholarship" },
      { page: "internships", label: "internships" },
      { page: "training", label: "training" },
      { page: "jobs", label: "jobs" },
      { page: "submitResume", label: "submitCv" },
      { page: "startupSupport", label: "businessFunding" },
    ],
  },
  {
    label: "company",
    links: [
      { page: "home", label: "home" },
      { page: "about", label: "about" },
      { page: "contact", label: "contact" },
    ],
  },
  {
    label: "explore",
    links: [
      { page: "blogs", label: "news" },
      { page: "privacy", label: "privacy" },
      { page: "faqs", label: "faq" },
    ],
  },
];

/**
 * The page number a list page's address asks for (`?page=`): 1 unless it names a whole number above
 * 1. The app reads it to draw the list, the server to know which page's first picture to preload.
 */
export function readPage(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
}
