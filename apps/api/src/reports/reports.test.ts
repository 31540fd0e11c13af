import { API_PREFIX, REPORT_MESSAGES, reportPageSchema } from "@btw/contracts";
import { makeJob, makeScholarship } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { countingDatabase } from "../../test/count-queries.ts";
import { createApp } from "../app.ts";
import { pageReportedListings } from "./reports.service.ts";

const api = (path: string) => `${API_PREFIX}${path}`;
let addressCounter = 0;
/** A distinct client address per call (the test app trusts one proxy hop). */
const nextAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`;

describe("reports of listings", () => {
  const t = createTestContext({
    REPORT_HIDE_THRESHOLD: "3",
    TRUST_PROXY: "1",
    ADMIN_NOTIFY_EMAIL: "staff@example.test",
  });
  const report = (body: object, address = nextAddress(), browser = "Mozilla/5.0 test") =>
    t.request().post(api("/reports")).set("X-Forwarded-For", address).set("User-Agent", browser).send(body);

  it("takes an anonymous report (201) and counts the same person once (200, one row)", async () => {
    const job = await makeJob(t.db);
    const body = {
      kind: "jobs",
      id: job.id,
      reason: "asks-for-money",
      details: "They want 500 birr to apply",
    };
    const first = await report(body, "203.0.113.7");
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: REPORT_MESSAGES.received });
    const again = await report({ ...body, reason: "other" }, "203.0.113.7");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.db.listingReport.findMany({ where: { kind: "jobs", opportunityId: job.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "asks-for-money", signedIn: false, status: "open" });
    // Only keyed hashes are kept: never the address or the browser.
    expect(JSON.stringify(rows[0])).not.toContain("203.0.113.7");
    expect(JSON.stringify(rows[0])).not.toContain("Mozilla");
  });

  it("refuses hostile input with 400 { message } and unknown or non-public listings with 404", async () => {
    const job = await makeJob(t.db);
    const pending = await makeJob(t.db, { status: "pending" });
    for (const body of [
      {},
      { kind: "jobs", id: job.id },
      { kind: "jobz", id: job.id, reason: "other" },
      { kind: "__proto__", id: job.id, reason: "other" },
      { kind: "jobs", id: "1e3", reason: "other" },
      { kind: "jobs", id: -1, reason: "other" },
      { kind: "jobs", id: job.id, reason: "because" },
      { kind: "jobs", id: job.id, reason: "other", details: "x".repeat(1001) },
      { kind: "jobs", id: job.id, reason: "other", details: "bell\u0007" },
      { kind: ["jobs"], id: job.id, reason: "other" },
    ]) {
      const res = await report(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await report({ kind: "jobs", id: pending.id, reason: "other" })).status).toBe(404);
    expect((await report({ kind: "jobs", id: 2_000_000_000, reason: "other" })).status).toBe(404);
    expect(await t.db.listingReport.count({ where: { opportunityId: pending.id, kind: "jobs" } })).toBe(0);
  });

  it("hides a listing once REPORT_HIDE_THRESHOLD different people report it; one address counts once", async () => {
    const scholarship = await makeScholarship(t.db);
    const body = { kind: "scholarships", id: scholarship.id, reason: "scam-or-fake" };
    const isPublic = async () => {
      const page = await t
        .request()
        .get(api(`/paginate-scholarship?limit=100&q=${encodeURIComponent(scholarship.title)}`));
      return page.body.scholarships.some((item: { id: number }) => item.id === scholarship.id);
    };
    // Two browsers on one address (shared NAT, or one person pretending): one reporter toward hiding.
    expect((await report(body, "192.0.2.10", "Browser A")).status).toBe(201);
    expect((await report(body, "192.0.2.10", "Browser B")).status).toBe(201);
    // A signed-in member: a second person.
    const member = await t.signIn("member");
    expect((await report(body).set(member.auth)).status).toBe(201);
    expect(await isPublic()).toBe(true);
    expect((await t.request().get(api(`/scholarships/${scholarship.id}`))).status).toBe(200);
    // A third person: hidden.
    expect((await report(body, "192.0.2.99")).status).toBe(201);
    expect(await isPublic()).toBe(false);
    expect((await t.request().get(api(`/scholarships/${scholarship.id}`))).status).toBe(404);
    // Staff hear of it at once (every admin, or ADMIN_NOTIFY_EMAIL).
    const notices = await t.db.emailMessage.findMany({
      where: { template: "admin-listing-hidden", to: "staff@example.test" },
    });
    expect(notices.some((notice) => notice.text.includes(scholarship.title))).toBe(true);
    // Hidden listings take no more reports.
    expect((await report(body, "192.0.2.100")).status).toBe(404);
    // Staff still see it, marked hidden.
    const editor = await t.signIn("editor");
    const staffView = await t
      .request()
      .get(api(`/scholarships/${scholarship.id}`))
      .set(editor.auth)
      .expect(200);
    expect(staffView.body.scholarship).toMatchObject({ hidden: true, closed: false });
    // The inbox shows it with three people (not four rows' worth) and hides who they are.
    const inbox = await t.request().get(api("/reports?limit=100")).set(editor.auth).expect(200);
    const parsed = reportPageSchema.parse(inbox.body);
    const row = parsed.data.find((r) => r.kind === "scholarships" && r.opportunityId === scholarship.id);
    expect(row).toMatchObject({
      hidden: true,
      hiddenBy: "reports",
      reporterCount: 3,
      title: scholarship.title,
    });
    expect(row?.reports).toHaveLength(4);
    expect(row?.reports.filter((r) => r.signedIn)).toHaveLength(1);
    expect(JSON.stringify(inbox.body)).not.toMatch(/reporterKey|addressKey|192\.0\.2/);
  });

  it("counts people, not accounts: verified accounts only, and one address once", async () => {
    const job = await makeJob(t.db, { status: "approved" });
    const body = { kind: "jobs", id: job.id, reason: "scam-or-fake" };
    const isPublic = async () => (await t.request().get(api(`/jobs/${job.id}`))).status === 200;
    // Three accounts nobody verified, from three addresses: kept for staff, never hide.
    for (let i = 0; i < 3; i++) {
      const unverified = await t.signIn("member");
      await t.db.user.update({ where: { id: unverified.user.id }, data: { emailVerifiedAt: null } });
      await report(body).set(unverified.auth).expect(201);
    }
    expect(await isPublic()).toBe(true);
    // Three verified accounts signed in from one address: one person.
    for (let i = 0; i < 3; i++)
      await report(body, "192.0.2.77")
        .set((await t.signIn("member")).auth)
        .expect(201);
    expect(await isPublic()).toBe(true);
    await report(body, "192.0.2.78").expect(201);
    expect(await isPublic()).toBe(true);
    await report(body, "192.0.2.79").expect(201);
    expect(await isPublic()).toBe(false);
  });

  it("takes reports as JSON from the site only: a cross-site form post or Origin is refused", async () => {
    const job = await makeJob(t.db, { status: "approved" });
    const form = await t
      .request()
      .post(api("/reports"))
      .set("Origin", "https://attacker.example")
      .type("form")
      .send({ kind: "jobs", id: String(job.id), reason: "other" })
      .expect(415);
    expect(form.body.message).toMatch(/JSON/);
    const foreign = await report({ kind: "jobs", id: job.id, reason: "other" })
      .set("Origin", "https://attacker.example")
      .expect(403);
    expect(foreign.body).toEqual({ message: "Requests from other sites are refused" });
    await report({ kind: "jobs", id: job.id, reason: "other" }).set("Origin", "null").expect(403);
    expect(await t.db.listingReport.count({ where: { kind: "jobs", opportunityId: job.id } })).toBe(0);
    // The site's own form: JSON from its own origin.
    await report({ kind: "jobs", id: job.id, reason: "other" })
      .set("Origin", new URL(t.ctx.env.PUBLIC_URL).origin)
      .expect(201);
  });

  it("lets only staff read the inbox and act on listings", async () => {
    const job = await makeJob(t.db);
    await report({ kind: "jobs", id: job.id, reason: "misleading" });
    const member = await t.signIn("member");
    expect((await t.request().get(api("/reports"))).status).toBe(401);
    expect((await t.request().get(api("/reports")).set(member.auth)).status).toBe(403);
    for (const action of ["hide", "unhide", "dismiss"]) {
      expect((await t.request().put(api(`/reports/jobs/${job.id}/${action}`))).status).toBe(401);
      expect(
        (
          await t
            .request()
            .put(api(`/reports/jobs/${job.id}/${action}`))
            .set(member.auth)
        ).status,
      ).toBe(403);
    }
    const admin = await t.signIn("admin");
    expect((await t.request().get(api("/reports?status=everything")).set(admin.auth)).status).toBe(400);
    expect((await t.request().get(api("/reports?limit=1000")).set(admin.auth)).status).toBe(400);
    expect(
      (
        await t
          .request()
          .put(api(`/reports/blogs/${job.id}/hide`))
          .set(admin.auth)
      ).status,
    ).toBe(404);
    expect((await t.request().put(api("/reports/jobs/999999999/hide")).set(admin.auth)).status).toBe(404);
    expect((await t.request().put(api("/reports/jobs/abc/hide")).set(admin.auth)).status).toBe(404);
  });

  it("hides with one click, shows again, and dismissing puts a hidden listing back", async () => {
    const job = await makeJob(t.db);
    await report({ kind: "jobs", id: job.id, reason: "asks-for-money" });
    const editor = await t.signIn("editor");
    const hide = await t
      .request()
      .put(api(`/reports/jobs/${job.id}/hide`))
      .set(editor.auth)
      .expect(200);
    expect(hide.body).toEqual({
      message: REPORT_MESSAGES.hidden,
      listing: { kind: "jobs", opportunityId: job.id, hidden: true, hiddenBy: "staff" },
    });
    expect((await t.request().get(api(`/jobs/${job.id}`))).status).toBe(404);
    expect(
      await t.db.listingReport.findFirst({ where: { kind: "jobs", opportunityId: job.id } }),
    ).toMatchObject({
      status: "actioned",
    });
    // Actioned reports leave the open inbox.
    const open = await t.request().get(api("/reports?limit=100")).set(editor.auth).expect(200);
    expect(
      open.body.data.some(
        (r: { opportunityId: number; kind: string }) => r.kind === "jobs" && r.opportunityId === job.id,
      ),
    ).toBe(false);
    const unhide = await t
      .request()
      .put(api(`/reports/jobs/${job.id}/unhide`))
      .set(editor.auth)
      .expect(200);
    expect(unhide.body.listing).toMatchObject({ hidden: false, hiddenBy: null });
    expect((await t.request().get(api(`/jobs/${job.id}`))).status).toBe(200);

    // Reported again, auto-hidden, then dismissed: shown again and the reports are closed.
    const other = await makeJob(t.db);
    for (const address of ["10.1.0.1", "10.1.0.2", "10.1.0.3"])
      await report({ kind: "jobs", id: other.id, reason: "scam-or-fake" }, address).expect(201);
    expect((await t.request().get(api(`/jobs/${other.id}`))).status).toBe(404);
    const dismiss = await t
      .request()
      .put(api(`/reports/jobs/${other.id}/dismiss`))
      .set(editor.auth)
      .expect(200);
    expect(dismiss.body.listing).toMatchObject({ hidden: false, hiddenBy: null });
    expect((await t.request().get(api(`/jobs/${other.id}`))).status).toBe(200);
    expect(
      await t.db.listingReport.count({
        where: { kind: "jobs", opportunityId: other.id, status: "dismissed" },
      }),
    ).toBe(3);
    // For 30 days after a dismissal the same people cannot hide it again: their reports change
    // nothing, and a new browser or account from one of their addresses counts for nothing either.
    for (const address of ["10.1.0.1", "10.1.0.2", "10.1.0.3"])
      await report({ kind: "jobs", id: other.id, reason: "other" }, address).expect(200);
    await report({ kind: "jobs", id: other.id, reason: "other" }, "10.1.0.1", "Another browser").expect(201);
    const member = await t.signIn("member");
    await report({ kind: "jobs", id: other.id, reason: "other" }, "10.1.0.2").set(member.auth).expect(201);
    await report({ kind: "jobs", id: other.id, reason: "other" }, "10.1.0.4").expect(201);
    expect((await t.request().get(api(`/jobs/${other.id}`))).status).toBe(200);
    expect(
      await t.db.listingReport.count({
        where: { kind: "jobs", opportunityId: other.id, status: "dismissed" },
      }),
    ).toBe(3);
    // Every action is in the audit log.
    expect(
      await t.db.auditLog.count({ where: { entity: "job", entityId: String(other.id) } }),
    ).toBeGreaterThanOrEqual(2);
  });

  it("reads a page of the inbox in the same few queries whatever its size", async () => {
    // Reported "in the future", so these listings are the newest of the inbox whatever else runs.
    const base = Date.UTC(2200, 0, 1) + Math.floor(Math.random() * 1e9) * 1000;
    const at = (offset: number) => new Date(base + offset * 1000);
    const jobs = await Promise.all([1, 2, 3, 4, 5].map(() => makeJob(t.db)));
    const scholarships = await Promise.all([1, 2, 3].map(() => makeScholarship(t.db)));
    const gone = await makeJob(t.db);
    await t.db.job.delete({ where: { id: gone.id } });
    const listings = [
      ...jobs.map((job) => ({ kind: "jobs", id: job.id })),
      ...scholarships.map((item) => ({ kind: "scholarships", id: item.id })),
      { kind: "jobs", id: gone.id },
    ];
    // Listing i was last reported at i seconds; the first one has 22 reports from 22 people.
    await t.db.listingReport.createMany({
      data: listings.flatMap((listing, i) =>
        Array.from({ length: i === 0 ? 22 : 2 }, (_, n) => ({
          kind: listing.kind,
          opportunityId: listing.id,
          reason: "other",
          details: `report ${n}`,
          reporterKey: `counted-${base}-${i}-${n}`,
          status: "open" as const,
          createdAt: at(i - n / 100),
        })),
      ),
    });
    const counting = countingDatabase(t.db);
    const ctx = { ...t.ctx, db: counting.db };
    const page = await pageReportedListings(ctx, { page: 1, limit: listings.length, status: "open" });
    // The count, the page's groups, their reports, and one read per kind (jobs, scholarships).
    expect(counting.queries()).toBe(5);
    expect(page.data.map((row) => `${row.kind}:${row.opportunityId}`)).toEqual(
      listings.map((listing) => `${listing.kind}:${listing.id}`).reverse(),
    );
    expect(page).toMatchObject({ page: 1, limit: listings.length });
    expect(page.count).toBeGreaterThanOrEqual(listings.length);
    const byId = new Map(page.data.map((row) => [`${row.kind}:${row.opportunityId}`, row]));
    const first = byId.get(`jobs:${jobs[0]!.id}`)!;
    expect(first).toMatchObject({ title: jobs[0]!.JobTitle, hidden: false, reporterCount: 22 });
    // The latest 20 only, newest first.
    expect(first.reports.map((report) => report.details)).toEqual(
      Array.from({ length: 20 }, (_, n) => `report ${n}`),
    );
    expect(byId.get(`scholarships:${scholarships[1]!.id}`)).toMatchObject({
      title: scholarships[1]!.title,
      reporterCount: 2,
      lastReportedAt: at(6).toISOString(),
    });
    expect(byId.get(`jobs:${gone.id}`)).toMatchObject({ title: null, hidden: false, hiddenBy: null });
    expect(byId.get(`jobs:${gone.id}`)?.reports).toHaveLength(2);

    // A smaller page costs the same; the next page follows on.
    counting.reset();
    const two = await pageReportedListings(ctx, { page: 2, limit: 3, status: "open" });
    expect(counting.queries()).toBeLessThanOrEqual(5);
    expect(two.data.map((row) => row.opportunityId)).toEqual([
      listings[5]!.id,
      listings[4]!.id,
      listings[3]!.id,
    ]);
    // Another status leaves these out.
    const dismissed = await pageReportedListings(ctx, { page: 1, limit: 100, status: "dismissed" });
    expect(dismissed.data.some((row) => row.opportunityId === jobs[0]!.id && row.kind === "jobs")).toBe(
      false,
    );
    // Out of the way of other tests' inbox pages.
    await t.db.listingReport.deleteMany({ where: { reporterKey: { startsWith: `counted-${base}-` } } });
  });

  it("searches the inbox by listing title and report details, literally (q)", async () => {
    const tag = `sr${Date.now().toString(36)}`;
    const titled = await makeJob(t.db, { JobTitle: `Clerk ${tag} 50%_off` });
    const other = await makeScholarship(t.db, { title: `Plain ${tag}` });
    const wildcard = await makeJob(t.db, { JobTitle: `Clerk ${tag} 50xyoff` });
    await t.db.listingReport.createMany({
      data: [
        { kind: "jobs", opportunityId: titled.id, reason: "other", details: null },
        { kind: "scholarships", opportunityId: other.id, reason: "other", details: `asks ${tag} fee` },
        { kind: "jobs", opportunityId: wildcard.id, reason: "other", details: null },
      ].map((row, n) => ({ ...row, reporterKey: `search-${tag}-${n}`, status: "open" as const })),
    });
    const editor = await t.signIn("editor");
    const search = async (q: string) => {
      const res = await t
        .request()
        .get(api("/reports"))
        .query({ q, limit: 100 })
        .set(editor.auth)
        .expect(200);
      reportPageSchema.parse(res.body);
      return res.body.data.map(
        (row: { kind: string; opportunityId: number }) => `${row.kind}:${row.opportunityId}`,
      );
    };
    expect(await search(`${tag} 50%_off`)).toEqual([`jobs:${titled.id}`]);
    expect(await search(`ASKS ${tag}`)).toEqual([`scholarships:${other.id}`]);
    expect((await search(tag)).sort()).toEqual(
      [`jobs:${titled.id}`, `scholarships:${other.id}`, `jobs:${wildcard.id}`].sort(),
    );
    const res = await t
      .request()
      .get(api("/reports"))
      .query({ q: "x".repeat(101) })
      .set(editor.auth);
    expect(res.status).toBe(400);
    await t.db.listingReport.deleteMany({ where: { reporterKey: { startsWith: `search-${tag}-` } } });
  });

  it("limits reports per address and per account (429 with Retry-After)", async () => {
    const jobs = await Promise.all([1, 2, 3].map(() => makeJob(t.db)));
    const client = supertest(
      createApp({ ...t.ctx, rateLimits: { reportAddress: { limit: 2 }, reportAccount: { limit: 1 } } }),
    );
    const statuses: number[] = [];
    for (const job of jobs)
      statuses.push(
        (
          await client
            .post(api("/reports"))
            .set("X-Forwarded-For", "100.64.9.9")
            .send({ kind: "jobs", id: job.id, reason: "other" })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
    const member = await t.signIn("member");
    const first = await client
      .post(api("/reports"))
      .set(member.auth)
      .set("X-Forwarded-For", "100.64.9.10")
      .send({ kind: "jobs", id: jobs[0]!.id, reason: "other" });
    expect(first.status).toBe(201);
    const second = await client
      .post(api("/reports"))
      .set(member.auth)
      .set("X-Forwarded-For", "100.64.9.11")
      .send({ kind: "jobs", id: jobs[1]!.id, reason: "other" });
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toEqual(expect.any(String));
    expect(second.body.message).toEqual(expect.any(String));
  });
});
