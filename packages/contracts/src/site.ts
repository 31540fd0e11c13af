// What the public site and the server that sends its pages share about search engines:
// schema.org JobPosting data for job pages (JSON-LD), built the same way on both sides.
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

export function jobPostingJsonLd(job: JobForJsonLd, siteUrl: string): Record<string, unknown> {
  const origin = siteUrl.replace(/\/+$/, "");
  const remote = /remote/i.test(job.Type) || /remote/i.test(job.location ?? "");
  const employmentType = EMPLOYMENT_TYPES[job.Type.trim().toLowerCase()];
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.JobTitle,
    description: job.Description,
    datePosted: job.createdAt,
    url: `${origin}${jobPagePath(job.id)}`,
    identifier: { "@type": "PropertyValue", name: SITE_NAME, value: String(job.id) },
    hiringOrganization: { "@type": "Organization", name: job.company || SITE_NAME, sameAs: origin },
    directApply: false,
  };
  if (employmentType) posting.employmentType = employmentType;
  if (job.deadline) posting.validThrough = job.deadline;
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

/** JSON for a `<script type="application/ld+json">` block: safe to place inside HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
