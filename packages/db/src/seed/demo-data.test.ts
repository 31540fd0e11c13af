// The demo rows must be what a user could have typed into the site's own forms.
import {
  blogInputSchema,
  internshipInputSchema,
  jobInputSchema,
  MODES_OF_STUDY,
  resourceInputSchema,
  SCHOLARSHIP_TYPES,
  scholarshipInputSchema,
  teamMemberInputSchema,
  testimonialInputSchema,
  trainingInputSchema,
} from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { ARTWORK } from "./demo/artwork-catalog.ts";
import { demoBlogs } from "./demo/blogs.ts";
import { demoInternships, pendingInternships } from "./demo/internships.ts";
import { demoJobs, pendingJobs } from "./demo/jobs.ts";
import { demoTeam, demoTestimonials } from "./demo/people.ts";
import { DEMO_RESOURCES } from "./demo/resources.ts";
import { demoScholarships, pendingScholarships } from "./demo/scholarships.ts";
import { demoTraining } from "./demo/training.ts";
import { renderPdf } from "./pdf.ts";

const now = new Date();
/** A row as a form or JSON client sends it: dates as ISO text. */
const asSent = (row: object): unknown => JSON.parse(JSON.stringify(row));

describe("demo content", () => {
  it("passes the same validation as the site's forms", () => {
    const scholarships = [...demoScholarships(now), ...pendingScholarships(now)];
    for (const row of scholarships) {
      expect(() => scholarshipInputSchema.parse(asSent(row)), row.title).not.toThrow();
      expect(SCHOLARSHIP_TYPES).toContain(row.scholarshipType);
      expect(MODES_OF_STUDY).toContain(row.modeOfStudy);
    }
    for (const row of [...demoInternships(now), ...pendingInternships(now)])
      internshipInputSchema.parse(asSent(row));
    for (const row of demoTraining(now)) trainingInputSchema.parse(asSent(row));
    for (const row of [...demoJobs(now), ...pendingJobs(now)]) jobInputSchema.parse(asSent(row));
    for (const row of demoBlogs(now)) blogInputSchema.parse(asSent(row));
    for (const row of demoTestimonials()) testimonialInputSchema.parse(asSent(row));
    for (const row of demoTeam()) teamMemberInputSchema.parse(asSent(row));
    for (const row of DEMO_RESOURCES) resourceInputSchema.parse(asSent(row));
  });

  it("has natural keys that are unique, so re-runs and reviews can tell items apart", () => {
    const titles = demoScholarships(now).map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
    const files = DEMO_RESOURCES.map((r) => r.file.name);
    expect(new Set(files).size).toBe(files.length);
    const pictures = [...demoBlogs(now).map((b) => b.photo), ...demoTeam().map((m) => m.photo)];
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it("refers only to drawn artwork, and uses every drawing", () => {
    const used = new Set(
      [
        ...demoScholarships(now).map((r) => r.photo1),
        ...pendingScholarships(now).map((r) => r.photo1),
        ...demoInternships(now).map((r) => r.photo1),
        ...demoTraining(now).map((r) => r.photo1),
        ...demoBlogs(now).map((r) => r.photo),
        ...demoTestimonials().map((r) => r.photo),
        ...demoTeam().map((r) => r.photo),
      ]
        .filter((url): url is string => typeof url === "string")
        .map((url) => url.replace(/^\/uploads\/seed\/(.+)-1200\.webp$/, "$1")),
    );
    expect([...used].sort()).toEqual(Object.keys(ARTWORK).sort());
  });

  it("writes PDFs whose cross-reference table points at each object", () => {
    const pdf = renderPdf({
      title: "Check (with parentheses)",
      sections: [{ paragraphs: ["One line."] }],
    }).toString("latin1");
    const xrefAt = Number(pdf.match(/startxref\n(\d+)\n%%EOF\n$/)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(4);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    });
    expect(pdf).toContain("(Check \\(with parentheses\\)) Tj");
  });
});
