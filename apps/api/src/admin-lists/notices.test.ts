import { API_PREFIX, noticeCountsSchema, OPPORTUNITY_KINDS } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { API_OPPORTUNITY_KINDS } from "../opportunities/opportunity-kinds.ts";

const api = (path: string) => `${API_PREFIX}${path}`;

describe("new notices: submissions", () => {
  const t = createTestContext();

  it("counts waiting submissions of every opportunity kind since the admin last looked", async () => {
    // Dated far ahead, so nothing else this run makes falls in the window.
    const seen = new Date(Date.UTC(2300, 0, 1) + Math.floor(Math.random() * 1e9) * 1000);
    const later = new Date(seen.getTime() + 60_000);
    const earlier = new Date(seen.getTime() - 60_000);
    const { auth: admin, user } = await t.signIn("admin");
    await t.db.user.update({ where: { id: user.id }, data: { noticesSeenAt: seen } });
    const makers = {
      scholarships: makeScholarship,
      internships: makeInternship,
      training: makeTraining,
      jobs: makeJob,
    };
    const made = await Promise.all(
      OPPORTUNITY_KINDS.map(async (kind) => {
        const rows = await Promise.all([
          makers[kind](t.db, { status: "pending", createdAt: later }),
          // Approved, or waiting from before the admin looked: not new.
          makers[kind](t.db, { status: "approved", createdAt: later }),
          makers[kind](t.db, { status: "pending", createdAt: earlier }),
        ]);
        return { table: API_OPPORTUNITY_KINDS[kind].table, ids: rows.map((row) => row.id) };
      }),
    );
    try {
      const res = await t.request().get(api("/admin/notices")).set(admin).expect(200);
      const notices = noticeCountsSchema.parse(res.body);
      expect(notices.counts.submissions).toBe(OPPORTUNITY_KINDS.length);
      expect(notices.since).toBe(seen.toISOString());
    } finally {
      // Out of the way of other tests' counts.
      for (const { table, ids } of made)
        await t.db.$executeRaw`DELETE FROM ${table} WHERE id = ANY(${ids}::int[])`;
    }
  });
});
