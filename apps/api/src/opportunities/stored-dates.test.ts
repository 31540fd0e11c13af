// A row the database holds can never make a list or a page answer 500: dates that rows written
// before the date range was enforced may hold (JavaScript reads them back as Invalid Date) are
// shown as none.
import { API_PREFIX } from "@btw/contracts";
import { makeJob } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

describe("rows holding dates outside the accepted range", () => {
  const t = createTestContext();

  it("are listed and shown with the date as null", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    const far = await makeJob(t.db, {
      status: "pending",
      deadline: new Date(8.64e15),
      createdById: member.user.id,
    });
    const old = await makeJob(t.db, { status: "approved", deadline: new Date("9999-12-31T00:00:00Z") });

    const one = await t.request().get(`${API_PREFIX}/jobs/${far.id}`).set(admin.auth).expect(200);
    expect(one.body.job).toMatchObject({ id: far.id, deadline: null });
    const pending = await t
      .request()
      .get(`${API_PREFIX}/paginate-jobs?status=pending&limit=100`)
      .set(admin.auth)
      .expect(200);
    expect(pending.body.jobs.find((job: { id: number }) => job.id === far.id)).toMatchObject({
      deadline: null,
    });
    const mine = await t
      .request()
      .get(`${API_PREFIX}/users-Job/${member.user.id}`)
      .set(member.auth)
      .expect(200);
    expect(JSON.stringify(mine.body)).toContain(`"id":${far.id}`);
    const open = await t.request().get(`${API_PREFIX}/paginate-jobs?limit=100`).expect(200);
    expect(open.body.jobs.find((job: { id: number }) => job.id === old.id)).toMatchObject({ deadline: null });
    await t.request().get(`${API_PREFIX}/jobs?limit=100`).expect(200);
  });
});
