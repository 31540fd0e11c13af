// The header menu of spec section 2: labels live in the "common" catalog under nav.<key>.
export interface NavLinkItem {
  kind: "link";
  key: string;
  to: string;
}
export interface NavMenuItem {
  kind: "menu";
  key: string;
  items: Array<{ key: string; to: string }>;
}
export type NavItem = NavLinkItem | NavMenuItem;

export const NAV_ITEMS: NavItem[] = [
  { kind: "link", key: "home", to: "/" },
  {
    kind: "menu",
    key: "specialOffers",
    items: [
      { key: "scholarships", to: "/resource/scholarships" },
      { key: "internships", to: "/resource/internships" },
      { key: "training", to: "/resource/training" },
      { key: "jobs", to: "/resource/job-opportunities" },
    ],
  },
  { kind: "link", key: "services", to: "/service" },
  {
    kind: "menu",
    key: "resources",
    items: [
      { key: "academicCareerTools", to: "/resource/academic-career-tools" },
      { key: "internationalApplications", to: "/resource/international-applications" },
      { key: "selfDevelopment", to: "/resource/self-development" },
      { key: "videoPdf", to: "/resource/video-PDF" },
    ],
  },
  { kind: "link", key: "blogs", to: "/blogs" },
  { kind: "link", key: "contact", to: "/contact" },
  { kind: "link", key: "about", to: "/about" },
];

export const DONATE_PATH = "/born-to-win/donate";

export const FOOTER_COLUMNS: Array<{ key: string; links: Array<{ key: string; to: string }> }> = [
  {
    key: "services",
    links: [
      { key: "scholarship", to: "/resource/scholarships" },
      { key: "internships", to: "/resource/internships" },
      { key: "businessFunding", to: DONATE_PATH },
    ],
  },
  {
    key: "company",
    links: [
      { key: "home", to: "/" },
      { key: "about", to: "/about" },
      { key: "contact", to: "/contact" },
    ],
  },
  {
    key: "explore",
    links: [
      { key: "news", to: "/blogs" },
      { key: "privacy", to: "/privacy-policy" },
      { key: "faq", to: "/faqs" },
    ],
  },
];
