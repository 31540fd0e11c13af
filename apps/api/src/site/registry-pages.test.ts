// The page resolver and the sitemap walk the kind registry: every kind's approved, open item has a
// page at its registry path and a sitemap entry there, whatever the kind.
import { OPPORTUNITY_KINDS, type OpportunityKind, opportunityPagePath, type SiteMeta } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { OPPORTUNITY_PAGE_TEXTS } from "../../test/opportunity-page-texts.ts";
import { resolvePage } from "./resolve-page.ts";
import { sitemapEntries } from "./sitemap.ts";

const text = { title: "Text", description: "Text." };
const SITE: SiteMeta = {
  siteName: "Born To Win",
  shareImage: "/og-banner.png",
  defaults: { ...text, keywords: "k", author: "a" },
  pages: [],
  privatePathPrefixes: [],
  notFound: { title: "Page not found", description: "Not found." },
  blogPost: text,
  opportunityPost: text,
  ...OPPORTUNITY_PAGE_TEXTS,
};

describe("pages of every opportunity kind", () => {
  const t = createTestContext();
  const makers = {
    scholarships: makeScholarship,
    internships: makeInternship,
    training: makeTraining,
    jobs: makeJob,
  };

  it("resolve at the registry's path and appear in the sitemap; pending ones do neither", async () => {
    const entries = async () => (await sitemapEntries(t.ctx, SITE)).map((entry) => entry.path);
    for (const kind of OPPORTUNITY_KINDS as readonly OpportunityKind[]) {
      const open = await makers[kind](t.db, {});
      const pending = await makers[kind](t.db, { status: "pending" });
      const page = await resolvePage(t.ctx, SITE, opportunityPagePath(kind, open.id));
      expect(page.status, kind).toBe(200);
      expect(page.title, kind).not.toBe(SITE.notFound.title);
      expect((await resolvePage(t.ctx, SITE, opportunityPagePath(kind, pending.id))).status, kind).toBe(404);
      const listed = await entries();
      expect(listed, kind).toContain(opportunityPagePath(kind, open.id));
      expect(listed, kind).not.toContain(opportunityPagePath(kind, pending.id));
    }
  });

  it("draw the band's lead as the app's page does, dates in the address's language", async () => {
    const lead = async (kind: OpportunityKind, id: number, language: "en" | "am" = "en") =>
      (await resolvePage(t.ctx, SITE, opportunityPagePath(kind, id), { language })).hero.lead;
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const course = await makeTraining(t.db, { startDate: day("2026-12-01"), endDate: day("2026-12-20") });
    expect(await lead("training", course.id)).toBe("1 December 2026 to 20 December 2026");
    expect(await lead("training", course.id, "am")).toBe(
      "ኅዳር 22 ቀን 2019 ዓ.ም. (1 Dec 2026) to ታኅሣሥ 11 ቀን 2019 ዓ.ም. (20 Dec 2026)",
    );
    const undated = await makeTraining(t.db, { startDate: null, endDate: null });
    expect(await lead("training", undated.id)).toBe("Dates to be announced");
    const later = await makeInternship(t.db, { openDate: day("2027-01-05") });
    expect(await lead("internships", later.id)).toBe("Opens 5 January 2027");
    const now = await makeInternship(t.db, { openDate: null });
    expect(await lead("internships", now.id)).toBe("Open now");
    const job = await makeJob(t.db, { company: "Acme", location: "Adama" });
    expect(await lead("jobs", job.id)).toBe("Acme · Adama");
  });

  it("name a job's type, a scholarship's type and mode and an internship's category in the address's language", async () => {
    const hero = async (kind: OpportunityKind, id: number) =>
      (await resolvePage(t.ctx, SITE, opportunityPagePath(kind, id), { language: "am" })).hero;
    const job = await makeJob(t.db, { Type: "Full-time" });
    expect((await hero("jobs", job.id)).eyebrow).toBe("ሙሉ ጊዜ");
    const scholarship = await makeScholarship(t.db, {
      scholarshipType: "Fully Funded",
      modeOfStudy: "Online",
    });
    expect((await hero("scholarships", scholarship.id)).eyebrow).toBe("ሙሉ ወጪ የሚሸፈን · በኦንላይን");
    const internship = await makeInternship(t.db, { internshipCategory: "Web Development Intern" });
    expect((await hero("internships", internship.id)).title).toBe("የዌብ ልማት ተለማማጅ");
    const page = await resolvePage(t.ctx, SITE, opportunityPagePath("internships", internship.id), {
      language: "am",
    });
    expect(page.title).toMatch(/^የዌብ ልማት ተለማማጅ: /);
    // A value saved before the lists were fixed reads as stored.
    const older = await makeJob(t.db, { Type: "Seasonal" });
    expect((await hero("jobs", older.id)).eyebrow).toBe("Seasonal");
  });
});
