// Every public page with a fixed address, and where its title and description live in the message
// catalog ("<namespace>:<key>" of src/locales/<lang>/<namespace>.json, an object with title and
// description). The build hands this list to the server, which puts the same tags in the HTML it
// sends and lists the pages in /sitemap.xml.
export interface SitePage {
  path: string;
  /** "<namespace>:<key>" of the page's { title, description } in the catalog. */
  meta: string;
  /** "<namespace>:<key>" of the page's hero texts ({ eyebrow, title, lead }), as the page draws them. */
  hero: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const SITE_PAGES: SitePage[] = [
  { path: "/", meta: "home:meta.home", hero: "home:hero", changefreq: "daily", priority: 1 },
  {
    path: "/resource/scholarships",
    meta: "opportunities:meta.scholarships",
    hero: "opportunities:scholarships",
    changefreq: "daily",
    priority: 0.9,
  },
  {
    path: "/resource/internships",
    meta: "opportunities:meta.internships",
    hero: "opportunities:internships",
    changefreq: "daily",
    priority: 0.9,
  },
  {
    path: "/resource/training",
    meta: "opportunities:meta.training",
    hero: "opportunities:training",
    changefreq: "daily",
    priority: 0.9,
  },
  {
    path: "/resource/job-opportunities",
    meta: "opportunities:meta.jobs",
    hero: "opportunities:jobs",
    changefreq: "daily",
    priority: 0.9,
  },
  { path: "/blogs", meta: "blogs:meta.blogs", hero: "blogs:hero", changefreq: "weekly", priority: 0.8 },
  {
    path: "/born-to-win/donate",
    meta: "donate:meta.donate",
    hero: "donate:hero",
    changefreq: "monthly",
    priority: 0.8,
  },
  {
    path: "/submit-jobs",
    meta: "resume:meta.submitJobs",
    hero: "resume:hero",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/about", meta: "about:meta.about", hero: "about:hero", changefreq: "monthly", priority: 0.6 },
  {
    path: "/contact",
    meta: "contact:meta.contact",
    hero: "contact:hero",
    changefreq: "yearly",
    priority: 0.6,
  },
  {
    path: "/service",
    meta: "services:meta.services",
    hero: "services:hero",
    changefreq: "monthly",
    priority: 0.6,
  },
  {
    path: "/resource/academic-career-tools",
    meta: "resources:meta.academicCareerTools",
    hero: "resources:academic.hero",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/resource/international-applications",
    meta: "resources:meta.internationalApplications",
    hero: "resources:international.hero",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/resource/self-development",
    meta: "resources:meta.selfDevelopment",
    hero: "resources:self.hero",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/resource/video-PDF",
    meta: "resources:meta.videoPdf",
    hero: "resources:videoPdf.hero",
    changefreq: "weekly",
    priority: 0.7,
  },
  { path: "/faqs", meta: "faq:meta.faqs", hero: "faq:hero", changefreq: "yearly", priority: 0.5 },
  {
    path: "/privacy-policy",
    meta: "privacy:meta.privacy",
    hero: "privacy:hero",
    changefreq: "yearly",
    priority: 0.3,
  },
];

/**
 * App screens that are not public pages: the server sends them like any page (the app draws them)
 * but marks them noindex and leaves them out of the sitemap. Features with such screens add theirs.
 */
export const PRIVATE_PATH_PREFIXES: string[] = ["/sign-in", "/admin", "/born-to-win/donate/thank-you"];
