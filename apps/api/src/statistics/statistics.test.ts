import { API_PREFIX, STATISTICS_FIELD_ACTIONS, statisticsSchema } from "@btw/contracts";
import {
  makeBlog,
  makeContactMessage,
  makeDonation,
  makeFeedback,
  makeInternship,
  makeJob,
  makeResource,
  makeResume,
  makeScholarship,
  makeSubscriber,
  makeTeamMember,
  makeTestimonial,
  makeTraining,
} from "@btw/db/seed";
import { createTestDatabase } from "@btw/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

// Exact counts need a database no other test file writes to: this file makes its own.
const isolated = await createTestDatabase(inject("databaseUrl"));
afterAll(() => isolated.drop());

describe("statistics", () => {
  const t = createTestContext({ DATABASE_URL: isolated.url });
  const path = `${API_PREFIX}/statstics`;

  beforeAll(async () => {
    const db = t.db;
    await makeScholarship(db, { status: "approved" });
    await makeScholarship(db, { status: "approved" });
    await makeScholarship(db, { status: "pending" });
    await makeScholarship(db, { status: "rejected" });
    await makeInternship(db, { status: "pending" });
    await makeTraining(db, { status: "approved" });
    await makeJob(db, { status: "rejected" });
    await makeJob(db, { status: "rejected" });
    await makeBlog(db);
    await makeResource(db);
    await makeTestimonial(db);
    await makeTeamMember(db);
    await makeFeedback(db);
    await makeFeedback(db);
    await makeResume(db);
    await makeSubscriber(db);
    await makeContactMessage(db);
    await makeDonation(db, { status: "paid", amount: 500 });
    await makeDonation(db, { status: "paid", amount: 250.5 });
    await makeDonation(db, { status: "failed", amount: 100 });
  });

  it("counts every type per status for an admin", async () => {
    const { auth } = await t.signIn("admin");
    const users = await t.db.user.count();
    const res = await t.request().get(path).set(auth).expect(200);
    statisticsSchema.parse(res.body);
    expect(res.body.statistics).toEqual({
      scholarships: { pending: 1, approved: 2, rejected: 1, total: 4 },
      internships: { pending: 1, approved: 0, rejected: 0, total: 1 },
      training: { pending: 0, approved: 1, rejected: 0, total: 1 },
      jobs: { pending: 0, approved: 0, rejected: 2, total: 2 },
      blogs: 1,
      resources: 1,
      testimonials: 1,
      teams: 1,
      feedbacks: 2,
      resumes: 1,
      subscribers: 1,
      contactMessages: 1,
      users,
      donations: { count: 3, paid: 2, paidTotalEtb: 750.5 },
    });
  });

  it("answers editors only what their screens show: no inbox, account or donation figures", async () => {
    const { auth: editor } = await t.signIn("editor");
    const res = await t.request().get(path).set(editor).expect(200);
    statisticsSchema.parse(res.body);
    expect(res.body.statistics).toEqual({
      scholarships: { pending: 1, approved: 2, rejected: 1, total: 4 },
      internships: { pending: 1, approved: 0, rejected: 0, total: 1 },
      training: { pending: 0, approved: 1, rejected: 0, total: 1 },
      jobs: { pending: 0, approved: 0, rejected: 2, total: 2 },
      blogs: 1,
      resources: 1,
      testimonials: 1,
      teams: 1,
    });
    for (const field of Object.keys(STATISTICS_FIELD_ACTIONS))
      expect(res.body.statistics, field).not.toHaveProperty(field);
  });

  it("is closed to members and visitors", async () => {
    const { auth: member } = await t.signIn("member");
    await t.request().get(path).set(member).expect(403);
    await t.request().get(path).expect(401);
  });
});
