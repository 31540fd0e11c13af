// The approve routes of every kind take the body spec section 7 describes (the item object, whatever
// its status), an explicit decision, or nothing; rejecting needs a reason.
import { API_PREFIX, REJECT_REASON_REQUIRED } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { internshipKind } from "../internships/internships.service.ts";
import { jobKind } from "../jobs/jobs.service.ts";
import { scholarshipKind } from "../scholarships/scholarships.service.ts";
import { trainingKind } from "../training/training.service.ts";

const kinds = [
  { kind: scholarshipKind, make: makeScholarship },
  { kind: internshipKind, make: makeInternship },
  { kind: trainingKind, make: makeTraining },
  { kind: jobKind, make: makeJob },
] as const;

describe("approve routes: payloads", () => {
  const t = createTestContext();
  let admin: Awaited<ReturnType<typeof t.signIn>>;
  let editor: Awaited<ReturnType<typeof t.signIn>>;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([t.signIn("admin"), t.signIn("editor")]);
  });

  for (const { kind, make } of kinds) {
    const approve = (id: number) => `${API_PREFIX}${kind.paths.approve}/${id}`;
    const status = async (id: number) => (await kind.model(t.db).find(id))?.status;

    it(`${kind.label}: the item object as the spec's client sends it (status pending) approves`, async () => {
      const row = await make(t.db, { status: "pending" });
      const item = await t
        .request()
        .get(`${API_PREFIX}${kind.paths.collection}/${row.id}`)
        .set(admin.auth)
        .expect(200);
      const sent = item.body[kind.entity];
      expect(sent.status).toBe("pending");
      const res = await t.request().put(approve(row.id)).set(admin.auth).send(sent).expect(200);
      expect(res.body.message).toBe("Approved successfully!");
      expect(res.body[kind.entity]).toMatchObject({ id: row.id, status: "approved" });
      expect(await status(row.id)).toBe("approved");
    });

    it(`${kind.label}: the item object approves whatever its earlier state, a rejected one included`, async () => {
      const row = await make(t.db, { status: "rejected", reviewReason: "The link was broken" });
      const item = await t
        .request()
        .get(`${API_PREFIX}${kind.paths.collection}/${row.id}`)
        .set(admin.auth)
        .expect(200);
      const sent = item.body[kind.entity];
      expect(sent.status).toBe("rejected");
      const res = await t.request().put(approve(row.id)).set(admin.auth).send(sent).expect(200);
      expect(res.body.message).toBe("Approved successfully!");
      expect(res.body[kind.entity]).toMatchObject({ id: row.id, status: "approved" });
      expect(await status(row.id)).toBe("approved");
    });

    it(`${kind.label}: an explicit decision works; rejecting without a reason is 400 and changes nothing`, async () => {
      const row = await make(t.db, { status: "pending" });
      for (const body of [{ status: "rejected" }, { status: "rejected", reason: "  " }]) {
        const res = await t.request().put(approve(row.id)).set(admin.auth).send(body).expect(400);
        expect(res.body.message).toBe(`reason: ${REJECT_REASON_REQUIRED}`);
      }
      expect(await status(row.id)).toBe("pending");
      const rejected = await t
        .request()
        .put(approve(row.id))
        .set(admin.auth)
        .send({ status: "rejected", reason: "The link is broken" })
        .expect(200);
      expect(rejected.body[kind.entity]).toMatchObject({
        status: "rejected",
        reviewReason: "The link is broken",
      });
      await t.request().put(approve(row.id)).set(admin.auth).send({ status: "approved" }).expect(200);
      expect(await status(row.id)).toBe("approved");
    });

    it(`${kind.label}: only roles allowed opportunity.approve may decide`, async () => {
      const row = await make(t.db, { status: "pending" });
      await t.request().put(approve(row.id)).set(editor.auth).send({}).expect(403);
      expect(await status(row.id)).toBe("pending");
    });
  }
});
