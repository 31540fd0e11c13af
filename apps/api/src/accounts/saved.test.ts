import { API_PREFIX, LANGUAGE_HEADER, SAVED_OPPORTUNITIES } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";

describe("saved opportunities on the server", () => {
  const t = createTestContext();
  const api = (path: string) => `${API_PREFIX}${path}`;

  it("saves public listings only, idempotently, and answers the whole list newest first", async () => {
    const me = await t.signIn("member");
    const job = await makeJob(t.db);
    const scholarship = await makeScholarship(t.db, { deadline: null });
    const pending = await makeJob(t.db, { status: "pending" });
    const closed = await makeInternship(t.db, { deadline: new Date("2020-01-01") });

    const first = await t
      .request()
      .post(api("/account/saved"))
      .set(me.auth)
      .send({ kind: "jobs", id: job.id })
      .expect(201);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(first.body.saved).toEqual([
      expect.objectContaining({ kind: "jobs", id: job.id, title: job.JobTitle, savedAt: expect.any(String) }),
    ]);
    expect(first.body.saved[0].item).toMatchObject({
      id: job.id,
      JobTitle: job.JobTitle,
      verifiedOrganisation: false,
    });
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: job.id }).expect(201);
    const both = await t
      .request()
      .post(api("/account/saved"))
      .set(me.auth)
      .send({ kind: "scholarships", id: String(scholarship.id) })
      .expect(201);
    expect(both.body.saved.map((s: { kind: string }) => s.kind)).toEqual(["scholarships", "jobs"]);
    expect(both.body.saved[0]).toMatchObject({ title: scholarship.title, deadline: null });

    for (const ref of [
      { kind: "jobs", id: pending.id },
      { kind: "internships", id: closed.id },
      // An id no training has (other test files add training rows at the same time).
      {
        kind: "training",
        id: ((await t.db.training.aggregate({ _max: { id: true } }))._max.id ?? 0) + 100_000,
      },
      { kind: "jobs", id: 2_147_483_000 },
    ]) {
      const res = await t.request().post(api("/account/saved")).set(me.auth).send(ref).expect(404);
      expect(res.body.message).toMatch(/not public/);
    }
  });

  it("answers an internship's title as stored (its English category), whatever the page's language: the site labels it", async () => {
    const me = await t.signIn("member");
    const internship = await makeInternship(t.db, { internshipCategory: "Web Development Intern" });
    const res = await t
      .request()
      .post(api("/account/saved"))
      .set(me.auth)
      .set(LANGUAGE_HEADER, "am")
      .send({ kind: "internships", id: internship.id })
      .expect(201);
    expect(res.body.saved[0]).toMatchObject({ kind: "internships", title: "Web Development Intern" });
  });

  it("answers a listing in the page's language where it has a version in it, else as written", async () => {
    const me = await t.signIn("member");
    const training = await makeTraining(t.db, {
      Title: "Coding for beginners",
      translations: { om: { Title: "Koodii jalqabaaf" } },
    });
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "training", id: training.id });
    const read = (language: string) =>
      t.request().get(api("/account/saved")).set(me.auth).set(LANGUAGE_HEADER, language).expect(200);
    const om = (await read("om")).body.saved[0];
    expect(om).toMatchObject({ kind: "training", title: "Koodii jalqabaaf" });
    expect(om.item.Title).toBe("Koodii jalqabaaf");
    expect((await read("am")).body.saved[0]).toMatchObject({ title: "Coding for beginners" });
  });

  it("removes one; removing one that is not saved changes nothing", async () => {
    const me = await t.signIn("member");
    const job = await makeJob(t.db);
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: job.id }).expect(201);
    const gone = await t
      .request()
      .delete(api(`/account/saved/jobs/${job.id}`))
      .set(me.auth)
      .expect(200);
    expect(gone.body.saved).toEqual([]);
    await t
      .request()
      .delete(api(`/account/saved/jobs/${job.id}`))
      .set(me.auth)
      .expect(200);
    // A path that names no listing kind names nothing.
    await t.request().delete(api("/account/saved/users/1")).set(me.auth).expect(404);
  });

  it("never shows one member's saved list to another", async () => {
    const me = await t.signIn("member");
    const other = await t.signIn("member");
    const job = await makeJob(t.db);
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: job.id }).expect(201);
    const theirs = await t.request().get(api("/account/saved")).set(other.auth).expect(200);
    expect(theirs.body.saved).toEqual([]);
    // Removing "the same" item from the other account leaves mine alone.
    await t
      .request()
      .delete(api(`/account/saved/jobs/${job.id}`))
      .set(other.auth)
      .expect(200);
    const mine = await t.request().get(api("/account/saved")).set(me.auth).expect(200);
    expect(mine.body.saved).toHaveLength(1);
    await t.request().get(api("/account/saved")).expect(401);
    await t.request().post(api("/account/saved/merge")).send({ items: [] }).expect(401);
  });

  it("merges the browser's list: adds public listings, keeps their dates, skips the rest", async () => {
    const me = await t.signIn("member");
    const a = await makeJob(t.db);
    const b = await makeScholarship(t.db);
    const hidden = await makeJob(t.db, { status: "rejected" });
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: a.id }).expect(201);
    const res = await t
      .request()
      .post(api("/account/saved/merge"))
      .set(me.auth)
      .send({
        items: [
          { kind: "jobs", id: a.id },
          { kind: "scholarships", id: b.id, savedAt: "2026-01-02" },
          { kind: "scholarships", id: b.id },
          { kind: "jobs", id: hidden.id },
          { kind: "training", id: 2_147_483_000 },
        ],
      })
      .expect(200);
    expect(res.body).toMatchObject({ added: 1, skipped: 4 });
    expect(res.body.saved.map((s: { kind: string; id: number }) => `${s.kind}:${s.id}`)).toEqual([
      `jobs:${a.id}`,
      `scholarships:${b.id}`,
    ]);
    expect(res.body.saved[1].savedAt).toBe("2026-01-02T00:00:00.000Z");
  });

  it("drops listings that are hidden or stop being approved from the list", async () => {
    const me = await t.signIn("member");
    const job = await makeJob(t.db);
    await t.request().post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: job.id }).expect(201);
    await t.db.job.update({ where: { id: job.id }, data: { hiddenAt: new Date(), hiddenBy: "staff" } });
    expect((await t.request().get(api("/account/saved")).set(me.auth).expect(200)).body.saved).toEqual([]);
    await t.db.job.update({ where: { id: job.id }, data: { hiddenAt: null, hiddenBy: null } });
    expect((await t.request().get(api("/account/saved")).set(me.auth).expect(200)).body.saved).toHaveLength(
      1,
    );
    await t.db.job.update({ where: { id: job.id }, data: { status: "pending" } });
    expect((await t.request().get(api("/account/saved")).set(me.auth).expect(200)).body.saved).toEqual([]);
    await t.db.job.delete({ where: { id: job.id } });
    expect((await t.request().get(api("/account/saved")).set(me.auth).expect(200)).body.saved).toEqual([]);
  });

  it("refuses hostile input with 400 { message }", async () => {
    const me = await t.signIn("member");
    const tooMany = Array.from({ length: SAVED_OPPORTUNITIES.max + 1 }, (_, i) => ({
      kind: "jobs",
      id: i + 1,
    }));
    for (const body of [
      {},
      { kind: "jobs" },
      { kind: "users", id: 1 },
      { kind: "jobs", id: "1e3" },
      { kind: "jobs", id: -1 },
      { kind: "jobs", id: "1; DROP TABLE jobs" },
      { kind: ["jobs"], id: 1 },
    ]) {
      const res = await t.request().post(api("/account/saved")).set(me.auth).send(body).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const body of [
      { items: "jobs:1" },
      { items: tooMany },
      { items: [{ kind: "jobs", id: 1, savedAt: "yesterday" }] },
      { items: [{ kind: "__proto__", id: 1 }] },
    ]) {
      const res = await t.request().post(api("/account/saved/merge")).set(me.auth).send(body).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("limits saving per account", async () => {
    const me = await t.signIn("member");
    const job = await makeJob(t.db);
    const client = supertest(createApp({ ...t.ctx, rateLimits: { savedAccount: { limit: 2 } } }));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await client.post(api("/account/saved")).set(me.auth).send({ kind: "jobs", id: job.id })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
