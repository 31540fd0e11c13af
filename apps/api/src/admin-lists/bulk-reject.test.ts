import { API_PREFIX, adminListPaths, REJECT_REASON_MAX, REJECT_REASON_REQUIRED } from "@btw/contracts";
import { makeJob, makeUser } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const rejectJobs = `${API_PREFIX}${adminListPaths.bulkReject}/jobs`;

describe("admin lists: bulk reject", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });

  it("rejects the pending ones with the reason, tells each poster in their language, and skips the rest", async () => {
    const { auth, user: admin } = await t.signIn("admin");
    const { user: hana } = await makeUser(t.db, { role: "member", language: "en" });
    const { user: abebe } = await makeUser(t.db, { role: "member", language: "am" });
    const first = await makeJob(t.db, { status: "pending", createdById: hana.id, JobTitle: "Data clerk" });
    const second = await makeJob(t.db, {
      status: "pending",
      createdById: abebe.id,
      JobTitle: "Field officer",
    });
    const approved = await makeJob(t.db, { status: "approved", createdById: hana.id });
    const rejected = await makeJob(t.db, { status: "rejected", createdById: hana.id, reviewReason: "Old" });
    const reason = "Add the salary range\nand a deadline";

    const res = await t
      .request()
      .post(rejectJobs)
      .set(auth)
      .send({ ids: [first.id, second.id, approved.id, rejected.id, 999_999_999], reason: ` ${reason} ` })
      .expect(200);
    expect(res.body).toEqual({ message: "Rejected", done: 2, skipped: 3 });

    const rows = await t.db.job.findMany({
      where: { id: { in: [first.id, second.id, approved.id, rejected.id] } },
      orderBy: { id: "asc" },
      select: { id: true, status: true, reviewReason: true },
    });
    expect(rows).toEqual([
      { id: first.id, status: "rejected", reviewReason: reason },
      { id: second.id, status: "rejected", reviewReason: reason },
      { id: approved.id, status: "approved", reviewReason: null },
      { id: rejected.id, status: "rejected", reviewReason: "Old" },
    ]);

    // entityId is text ("100" sorts before "99"): in the order of the ids as numbers.
    const audits = (
      await t.db.auditLog.findMany({
        where: { actorId: admin.id, entity: "job" },
        select: { action: true, entityId: true, summary: true },
      })
    ).sort((a, b) => Number(a.entityId) - Number(b.entityId));
    expect(audits).toEqual([
      { action: "reject", entityId: String(first.id), summary: `Job "Data clerk" rejected: ${reason}` },
      { action: "reject", entityId: String(second.id), summary: `Job "Field officer" rejected: ${reason}` },
    ]);

    const english = await smtp.waitForMail(hana.email, 20_000);
    expect(english.subject).toBe('Your job "Data clerk" was not approved');
    expect(english.text).toContain("Reason given by the reviewer: Add the salary range");
    expect(english.text).toContain("https://btw.example.org/");
    expect(english.text).toContain(`kind=jobs&edit=${first.id}`);
    const amharic = await smtp.waitForMail(abebe.email, 20_000);
    expect(amharic.subject).toContain("«Field officer» አልጸደቀም");
    expect(amharic.text).toContain("ገምጋሚው የሰጠው ምክንያት፦ Add the salary range");
    expect(amharic.text).toContain(`kind=jobs&edit=${second.id}`);
    // Only the two rejected items were mailed about.
    expect(smtp.messages.filter((mail) => mail.to.includes(hana.email.toLowerCase()))).toHaveLength(1);
  });

  it("needs a reason within the single reject's limit and at most 100 ids", async () => {
    const { auth } = await t.signIn("admin");
    const job = await makeJob(t.db, { status: "pending" });
    for (const [body, says] of [
      [{ ids: [job.id] }, REJECT_REASON_REQUIRED],
      [{ ids: [job.id], reason: "   " }, REJECT_REASON_REQUIRED],
      [{ ids: [job.id], reason: "x".repeat(REJECT_REASON_MAX + 1) }, undefined],
      [{ ids: [], reason: "Broken link" }, undefined],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), reason: "Broken link" }, undefined],
    ] as const) {
      const res = await t.request().post(rejectJobs).set(auth).send(body).expect(400);
      expect(res.body.message).toEqual(says ? `reason: ${says}` : expect.any(String));
    }
    expect((await t.db.job.findUnique({ where: { id: job.id } }))?.status).toBe("pending");
  });

  it("is refused to a role that may not reject", async () => {
    const { auth } = await t.signIn("editor");
    const job = await makeJob(t.db, { status: "pending" });
    await t
      .request()
      .post(rejectJobs)
      .set(auth)
      .send({ ids: [job.id], reason: "Broken link" })
      .expect(403);
    expect((await t.db.job.findUnique({ where: { id: job.id } }))?.status).toBe("pending");
  });
});
