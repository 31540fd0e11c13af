// What the server that sends the site's pages tells search engines: schema.org data (JSON-LD), once
// per page, in the page's head: JobPosting for jobs and internships, Course for training,
// BlogPosting for posts, Organization and WebSite on the home page. `url` is the page's own address
// (a translated page's is its own).
import { SITE_NAME } from "./constants.ts";
import type { Job } from "./opportunities.ts";
import { jobPagePath } from "./opportunity-kind-info.ts";

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  volunteer: "VOLUNTEER",
  temporary: "TEMPORARY",
};

const ETHIOPIAN_PLACE = /ethiopia|addis|adama|bahir dar|hawassa|mekelle|dire dawa|gondar|jimma|ethiopie/i;

type JobForJsonLd = Pick<
  Job,
  "id" | "JobTitle" | "Type" | "Description" | "company" | "location" | "deadline" | "createdAt"
>;

/**
 * A deadline is a day: a listing is open until that day is over (UTC, as the lists count it), so a
 * search engine's `validThrough` is that day's last second, whatever hour is stored.
 */
const deadlineDayEnd = (deadline: string) => `${deadline.slice(0, 10)}T23:59:59Z`;

export function jobPostingJsonLd(
  job: JobForJsonLd,
  siteUrl: string,
  pageUrl = `${siteUrl.replace(/\/+$/, "")}${jobPagePath(job.id)}`,
): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, "");
  const remote = /remote/i.test(job.Type) || /remote/i.test(job.location ?? "");
  const employmentType = EMPLOYMENT_TYPES[job.Type.trim().toLowerCase()];
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.JobTitle,
    description: job.Description,
    datePosted: job.createdAt,
    url: pageUrl,
    identifier: { "@type": "PropertyValue", name: SITE_NAME, value: String(job.id) },
    hiringOrganization: { "@type": "Organization", name: job.company || SITE_NAME, sameAs: origin },
    directApply: false,
  };
  if (employmentType) posting.employmentType = employmentType;
  if (job.deadline) posting.validThrough = deadlineDayEnd(job.deadline);
  if (remote) {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: "Ethiopia" };
  }
  if (job.location && !/^remote$/i.test(job.location.trim())) {
    posting.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.location,
        ...(ETHIOPIAN_PLACE.test(job.location) ? { addressCountry: "ET" } : {}),
      },
    };
  }
  return posting;
}

/** What every item's structured data names: its page, texts and the site it is on. */
export interface ItemJsonLdPage {
  siteUrl: string;
  /** The page's own address, in its language. */
  url: string;
  title: string;
  description: string;
  datePosted: string;
  deadline: string | null;
}

const organisation = (siteUrl: string, name: string = SITE_NAME) => ({
  "@type": "Organization",
  name,
  sameAs: siteUrl.replace(/\/+$/, ""),
});

/** An internship: a JobPosting for an intern, from the organisation that offers it. */
export function internshipPostingJsonLd(
  page: ItemJsonLdPage,
  item: { company: readonly string[]; remote: boolean; location?: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: page.title,
    description: page.description,
    datePosted: page.datePosted,
    url: page.url,
    employmentType: "INTERN",
    hiringOrganization: organisation(page.siteUrl, item.company[0] || SITE_NAME),
    directApply: false,
    ...(page.deadline ? { validThrough: deadlineDayEnd(page.deadline) } : {}),
    ...(item.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "Ethiopia" },
        }
      : {}),
  };
}

/** A training: a Course. */
export function courseJsonLd(page: ItemJsonLdPage): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: page.title,
    description: page.description,
    url: page.url,
    provider: organisation(page.siteUrl),
  };
}

/** A blog post: a BlogPosting by the organisation, with its picture when it has one. */
export function blogPostingJsonLd(
  page: Omit<ItemJsonLdPage, "deadline">,
  post: { image?: string; dateModified: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: page.title,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    datePublished: page.datePosted,
    dateModified: post.dateModified,
    ...(post.image ? { image: post.image } : {}),
    author: organisation(page.siteUrl),
    publisher: organisation(page.siteUrl),
  };
}

/** The home page: the organisation (with the contact details that are set) and the site. */
export function homeJsonLd(
  siteUrl: string,
  url: string,
  language: string,
  contact: { email?: string | undefined; phone?: string | undefined } = {},
): Record<string, unknown>[] {
  const origin = siteUrl.replace(/\/+$/, "");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: origin,
      logo: `${origin}/icons/icon-512.png`,
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { telephone: contact.phone } : {}),
    },
    { "@context": "https://schema.org", "@type": "WebSite", name: SITE_NAME, url, inLanguage: language },
  ];
}

/** JSON for a `<script type="application/ld+json">` block: safe to place inside HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
