import { API_PREFIX, reviewContextListSchema } from "@btw/contracts";
import { makeInternship, makeJob } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { countingDatabase } from "../../test/count-queries.ts";
import { reviewContexts } from "./review-context.service.ts";

const path = `${API_PREFIX}/approval-queue/context`;

describe("the approval queue's context of waiting items", () => {
  const t = createTestContext();

  it("names the submitter and organisation, and says an item was rejected before and edited since", async () => {
    const member = await t.signIn("member");
    await t.db.user.update({ where: { id: member.user.id }, data: { organisation: "Addis Youth Hub" } });
    const job = await makeJob(t.db, { status: "pending", createdById: member.user.id, company: null });
    const fresh = await makeJob(t.db, {
      status: "pending",
      createdById: member.user.id,
      company: "Ethio Telecom",
    });
    await makeJob(t.db, { status: "approved", createdById: member.user.id });

    const { auth: admin, user: adminUser } = await t.signIn("admin");
    await t
      .request()
      .put(`${API_PREFIX}/jobs-approve/${job.id}`)
      .set(admin)
      .send({ status: "rejected", reason: "Add the salary range" })
      .expect(200);
    await t
      .request()
      .put(`${API_PREFIX}/jobs/${job.id}`)
      .set(member.auth)
      .send({ JobTitle: "Data clerk" })
      .expect(200);
    await t
      .request()
      .put(`${API_PREFIX}/jobs/${job.id}`)
      .set(member.auth)
      .send({ location: "Adama" })
      .expect(200);

    const res = await t
      .request()
      .get(path)
      .query({ kind: "jobs", ids: `${job.id},${fresh.id},999999999` })
      .set(admin)
      .expect(200);
    const { contexts } = reviewContextListSchema.strict().parse(res.body);
    expect(contexts.map((context) => context.id)).toEqual([job.id, fresh.id]);
    const [resubmitted, first] = contexts;
    expect(resubmitted).toMatchObject({
      submitter: {
        id: member.user.id,
        fullName: member.user.fullName,
        email: member.user.email,
        organisation: "Addis Youth Hub",
        submissions: { approved: 1, pending: 2, rejected: 0 },
      },
      organisation: "Addis Youth Hub",
      rejectedBefore: 1,
      lastRejection: { reason: "Add the salary range" },
      editsSinceRejection: 2,
    });
    expect(resubmitted?.history.map((entry) => entry.action)).toEqual(["update", "update", "reject"]);
    expect(resubmitted?.history[2]?.actorName).toBe(adminUser.fullName);
    expect(first).toMatchObject({ organisation: "Ethio Telecom", rejectedBefore: 0, lastRejection: null });
  });

  it("reads the items in one query, so many items cost what one does", async () => {
    const member = await t.signIn("member");
    const items = await Promise.all(
      ["Addis", "Adama", "Hawassa", "Bahir Dar", "Gondar", "Mekelle"].map((city) =>
        makeInternship(t.db, {
          status: "pending",
          createdById: member.user.id,
          company: [`${city} Clinic`, ""],
        }),
      ),
    );
    const counting = countingDatabase(t.db);
    const ctx = { ...t.ctx, db: counting.db };
    const one = await reviewContexts(ctx, "internships", [items[0]!.id]);
    const single = counting.queries();
    counting.reset();
    const ids = [...items.map((item) => item.id).reverse(), items[0]!.id, 999999999];
    const many = await reviewContexts(ctx, "internships", ids);
    // The items, their submitters, the submitters' counts and the audit log: one query each.
    expect(counting.queries()).toBe(single);
    expect(single).toBe(4);
    // In the order asked, each once, unknown ids left out; the organisation from the item's companies.
    expect(many.map((context) => context.id)).toEqual(items.map((item) => item.id).reverse());
    expect(many.at(-1)).toEqual(one[0]);
    expect(one[0]).toMatchObject({ organisation: "Addis Clinic", submitter: { id: member.user.id } });
    expect(many[0]?.submitter?.submissions).toEqual({ approved: 0, rejected: 0, pending: 6 });
  });

  it("is for admins only, and refuses ids it cannot read", async () => {
    const job = await makeJob(t.db, { status: "pending" });
    await t
      .request()
      .get(path)
      .query({ kind: "jobs", ids: String(job.id) })
      .expect(401);
    const { auth: editor } = await t.signIn("editor");
    await t
      .request()
      .get(path)
      .query({ kind: "jobs", ids: String(job.id) })
      .set(editor)
      .expect(403);
    const { auth } = await t.signIn("admin");
    for (const ids of ["", "1,,2", "1;DROP", "-1", Array.from({ length: 51 }, (_, i) => i + 1).join(",")]) {
      const bad = await t.request().get(path).query({ kind: "jobs", ids }).set(auth).expect(400);
      expect(bad.body.message).toBeTruthy();
    }
    await t.request().get(path).query({ kind: "blogs", ids: "1" }).set(auth).expect(400);
  });
});
