// The page resolver and the sitemap walk the kind registry: every kind's approved, open item has a
// page at its registry path and a sitemap entry there, whatever the kind.
import { OPPORTUNITY_KINDS, type OpportunityKind, opportunityPagePath, type SiteMeta } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
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
});
