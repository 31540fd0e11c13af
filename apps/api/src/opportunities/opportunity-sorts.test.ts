// The orders of the staff lists (contracts OPPORTUNITY_ADMIN_SORTS), for every kind over HTTP. The
// lists are read whole (status=all, no search), so this file has a database of its own: rows other
// files add at the same time would shift the pages.
import { API_PREFIX, OPPORTUNITY_KIND_INFO, OPPORTUNITY_KINDS, type OpportunityKind } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import { createTestDatabase } from "@btw/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const database = await createTestDatabase(inject("databaseServerUrl") || undefined);
afterAll(() => database.drop());

const t = createTestContext({ DATABASE_URL: database.url });
// A second app on the same database (another process): it reads the same orders.
const direct = createTestContext({ DATABASE_URL: database.url });

type Maker = (db: typeof t.db, overrides: Record<string, unknown>) => Promise<{ id: number }>;
const MAKERS = {
  scholarships: makeScholarship,
  internships: makeInternship,
  training: makeTraining,
  jobs: makeJob,
} as unknown as Record<OpportunityKind, Maker>;

const DAY = 86_400_000;
const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
const NOW = Date.now();

/** Title, minutes since added, deadline in days from today (null: none) and status of each row. */
const ROWS = [
  ["Delta", 5, 10, "approved"],
  ["Alpha", 3, null, "pending"],
  ["Charlie", 3, 2, "rejected"],
  ["Bravo", 8, -4, "approved"],
  ["Echo", 1, null, "approved"],
  ["Alpha", 6, 10, "approved"],
  ["Foxtrot", 2, 30, "pending"],
] as const;

interface Row {
  id: number;
  title: string;
  createdAt: number;
  deadline: number | null;
}

const byId = (a: Row, b: Row) => a.id - b.id;
const reverse = (compare: (a: Row, b: Row) => number) => (a: Row, b: Row) => compare(b, a);
const byDeadline = (direction: 1 | -1) => (a: Row, b: Row) => {
  if (a.deadline === null || b.deadline === null) {
    // Undated rows last in both directions, among themselves by id the same way.
    if (a.deadline !== b.deadline) return a.deadline === null ? 1 : -1;
    return direction * byId(a, b);
  }
  return direction * (a.deadline - b.deadline || byId(a, b));
};
const byTitle = (a: Row, b: Row) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b));
const byAdded = (a: Row, b: Row) => a.createdAt - b.createdAt || byId(a, b);

/** Every order the API offers staff, as the rows should come. */
const EXPECTED: Record<string, (a: Row, b: Row) => number> = {
  newest: reverse(byAdded),
  oldest: byAdded,
  deadline: byDeadline(1),
  "deadline-desc": byDeadline(-1),
  title: byTitle,
  "title-desc": reverse(byTitle),
};

describe.each(OPPORTUNITY_KINDS)("%s: the staff lists' orders", (kind) => {
  const info = OPPORTUNITY_KIND_INFO[kind];
  const paginate = `${API_PREFIX}${info.paths.paginate}`;
  let admin: Awaited<ReturnType<typeof t.signIn>>;
  let editor: Awaited<ReturnType<typeof t.signIn>>;
  // Each app signs its own tokens.
  let directAdmin: Awaited<ReturnType<typeof t.signIn>>;
  const rows: Row[] = [];

  beforeAll(async () => {
    [admin, editor, directAdmin] = await Promise.all([
      t.signIn("admin"),
      t.signIn("editor"),
      direct.signIn("admin"),
    ]);
    for (const [title, minutesAgo, deadlineDay, status] of ROWS) {
      const createdAt = NOW - minutesAgo * 60_000;
      const deadline = deadlineDay === null ? null : today + deadlineDay * DAY;
      const made = await MAKERS[kind](t.db, {
        [info.titleField]: title,
        createdAt: new Date(createdAt),
        deadline: deadline === null ? null : new Date(deadline),
        status,
      });
      rows.push({ id: made.id, title, createdAt, deadline });
    }
  });

  /** Every page of the staff list in `sort`, three rows a page: the ids in the order they came. */
  async function walk(sort: string, app = t, auth = app === t ? admin.auth : directAdmin.auth) {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await app
        .request()
        .get(paginate)
        .set(auth)
        .query({ status: "all", sort, limit: 3, page })
        .expect(200);
      expect(res.body).toMatchObject({ count: rows.length, totalPages: Math.ceil(rows.length / 3), page });
      ids.push(...res.body[kind].map((item: { id: number }) => item.id));
      if (page >= res.body.totalPages) return ids;
    }
  }

  it("sorts by added, deadline and title both ways, undated items last in both deadline orders", async () => {
    for (const [sort, compare] of Object.entries(EXPECTED)) {
      const expected = [...rows].sort(compare).map((row) => row.id);
      for (const app of [t, direct]) expect(await walk(sort, app), `${sort}`).toEqual(expected);
    }
    // The undated rows close both deadline orders.
    const undated = rows.filter((row) => row.deadline === null).map((row) => row.id);
    for (const sort of ["deadline", "deadline-desc"]) {
      const ids = await walk(sort);
      expect(ids.slice(-undated.length).sort((a, b) => a - b)).toEqual(undated);
    }
    // The title orders read the column the admin list names an item by.
    const titles = await t
      .request()
      .get(paginate)
      .set(admin.auth)
      .query({ status: "all", sort: "title-desc", limit: 3 })
      .expect(200);
    expect(titles.body[kind].map((item: Record<string, unknown>) => item[info.titleField])).toEqual([
      "Foxtrot",
      "Echo",
      "Delta",
    ]);
    expect(await walk("title", t, editor.auth)).toEqual([...rows].sort(byTitle).map((row) => row.id));
  });

  if (kind === "internships")
    it("orders internships by their own title where they have one", async () => {
      // Own titles in the reverse of the categories' order: the title order follows the titles.
      const byCategory = [...rows].sort(byTitle);
      for (const [index, row] of byCategory.entries()) {
        await t.db.internship.update({ where: { id: row.id }, data: { title: `Own ${9 - index}` } });
      }
      expect(await walk("title")).toEqual([...byCategory].reverse().map((row) => row.id));
      await t.db.internship.updateMany({
        where: { id: { in: rows.map((row) => row.id) } },
        data: { title: null },
      });
    });

  it("answers a write at once in the staff-only orders", async () => {
    await walk("deadline-desc");
    const soonest = [...rows].sort(byDeadline(1)).find((row) => row.deadline !== null)!;
    await t
      .request()
      .put(`${API_PREFIX}${info.paths.collection}/${soonest.id}`)
      .set(admin.auth)
      .send({ deadline: "2099-01-01" })
      .expect(200);
    soonest.deadline = Date.UTC(2099, 0, 1);
    expect((await walk("deadline-desc"))[0]).toBe(soonest.id);
    expect(await walk("deadline-desc", direct)).toEqual([...rows].sort(byDeadline(-1)).map((row) => row.id));
  });

  it("refuses an unknown sort with 400, and the staff-only orders to everyone else", async () => {
    for (const sort of ["cheapest", "-title", "TITLE", "title;drop", ""]) {
      const res = await t.request().get(paginate).set(admin.auth).query({ status: "all", sort });
      expect(res.status, sort).toBe(400);
      expect(res.body.issues[0].path).toBe("sort");
      expect(res.body.message).toEqual(expect.any(String));
    }
    const member = await t.signIn("member");
    for (const sort of ["oldest", "deadline-desc", "title", "title-desc"]) {
      expect((await t.request().get(paginate).query({ sort })).status).toBe(401);
      const res = await t.request().get(paginate).set(member.auth).query({ sort });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/admins and editors/);
    }
    // The public orders stay open to everyone.
    for (const sort of ["newest", "deadline", "closing-soon"]) {
      await t.request().get(paginate).query({ sort }).expect(200);
    }
  });
});
