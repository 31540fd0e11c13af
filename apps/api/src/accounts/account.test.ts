import { API_PREFIX, mySubmissionsPageSchema } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining, makeUser } from "@btw/db/seed";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { createApp } from "../app.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const STAFF_INBOX = "staff-inbox@example.test";
const JOB = {
  JobTitle: "Field officer",
  Type: "Contract",
  Description: "Visit partner schools in Oromia.",
  applyUrl: "https://example.org/field-officer",
};

describe("/account: my submissions, profile, password and deleting the account", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: STAFF_INBOX });
  const api = (path: string) => `${API_PREFIX}${path}`;

  it("lists only my own submissions across the four kinds, newest first, with the reason", async () => {
    const me = await t.signIn("member");
    const other = await t.signIn("member");
    const old = new Date(Date.now() - 60_000);
    await makeScholarship(t.db, { createdById: me.user.id, status: "approved", createdAt: old });
    await makeInternship(t.db, { createdById: me.user.id, status: "pending" });
    await makeTraining(t.db, { createdById: me.user.id, status: "rejected", reviewReason: "No apply link" });
    const job = await makeJob(t.db, {
      createdById: me.user.id,
      status: "rejected",
      reviewReason: "Fee asked",
    });
    await makeJob(t.db, { createdById: other.user.id, status: "pending", JobTitle: "Not mine" });

    const res = await t.request().get(api("/account/submissions")).set(me.auth).expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.count).toBe(4);
    expect(res.body.data.map((s: { kind: string }) => s.kind).sort()).toEqual([
      "internships",
      "jobs",
      "scholarships",
      "training",
    ]);
    expect(res.body.data.at(-1).kind).toBe("scholarships");
    expect(res.body.data).toContainEqual(
      expect.objectContaining({
        kind: "jobs",
        id: job.id,
        title: job.JobTitle,
        status: "rejected",
        reviewReason: "Fee asked",
      }),
    );
    expect(JSON.stringify(res.body)).not.toContain("Not mine");

    const rejected = await t
      .request()
      .get(api("/account/submissions?status=rejected&kind=jobs"))
      .set(me.auth)
      .expect(200);
    expect(rejected.body.data).toHaveLength(1);
    const paged = await t.request().get(api("/account/submissions?limit=1&page=2")).set(me.auth).expect(200);
    expect(paged.body).toMatchObject({ count: 4, totalPages: 4, page: 2, limit: 1 });
    expect(paged.body.data).toHaveLength(1);
    // Page 2 of one row each is the second newest of the whole list.
    expect(paged.body.data[0]).toEqual(res.body.data[1]);
    expect(mySubmissionsPageSchema.parse(res.body)).toEqual(res.body);
  });

  it("refuses strangers and hostile queries", async () => {
    await t.request().get(api("/account/submissions")).expect(401);
    const me = await t.signIn("member");
    for (const query of ["kind=users", "status=all", "limit=1000", "page=0", "page=1e3", "kind[]=jobs"]) {
      const res = await t
        .request()
        .get(api(`/account/submissions?${query}`))
        .set(me.auth)
        .expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("edits and resubmits a rejected submission; staff hear of it; nobody else may touch it", async () => {
    const me = await t.signIn("member");
    const other = await t.signIn("member");
    const job = await makeJob(t.db, {
      createdById: me.user.id,
      status: "rejected",
      reviewReason: "Fee asked",
    });
    await t
      .request()
      .put(api(`/jobs/${job.id}`))
      .set(other.auth)
      .send({ JobTitle: "Hijacked" })
      .expect(403);
    await t
      .request()
      .get(api(`/jobs/${job.id}`))
      .set(other.auth)
      .expect(404);
    const mine = await t
      .request()
      .get(api(`/jobs/${job.id}`))
      .set(me.auth)
      .expect(200);
    expect(mine.body.job.reviewReason).toBe("Fee asked");

    const res = await t
      .request()
      .put(api(`/jobs/${job.id}`))
      .set(me.auth)
      .send({ JobTitle: "Field officer (no fee)" })
      .expect(200);
    expect(res.body.job).toMatchObject({
      status: "pending",
      reviewReason: null,
      JobTitle: "Field officer (no fee)",
    });
    const notice = await smtp.waitForMail(STAFF_INBOX);
    expect(notice.text).toContain("Field officer (no fee)");
    expect(notice.text).toMatch(/waits for review again/);
  });

  it("updates the profile, clears phone and organisation, and ignores a role in the body", async () => {
    const me = await t.signIn("member");
    const res = await t
      .request()
      .put(api("/account/profile"))
      .set(me.auth)
      .send({
        fullName: "Abebe Kebede",
        phone: "+251 911 000 111",
        organisation: "Bole Youth",
        role: "admin",
      })
      .expect(200);
    expect(res.body.user).toMatchObject({
      fullName: "Abebe Kebede",
      phone: "+251 911 000 111",
      organisation: "Bole Youth",
      role: "member",
    });
    const cleared = await t
      .request()
      .put(api("/account/profile"))
      .set(me.auth)
      .send({ phone: "", organisation: "" })
      .expect(200);
    expect(cleared.body.user).toMatchObject({ fullName: "Abebe Kebede", phone: null, organisation: null });
    for (const body of [
      { fullName: "" },
      { fullName: "A\u0000B" },
      { phone: "call me" },
      { organisation: "x".repeat(201) },
      { fullName: ["Abebe"] },
    ]) {
      const bad = await t.request().put(api("/account/profile")).set(me.auth).send(body).expect(400);
      expect(bad.body.message).toEqual(expect.any(String));
    }
    await t.request().put(api("/account/profile")).send({ fullName: "Nobody" }).expect(401);
  });

  it("changes the password with the current one; other sessions end, this one stays", async () => {
    const { user, password } = await makeUser(t.db);
    const login = (pw: string) =>
      t.request().post(api("/users/login")).send({ email: user.email, password: pw });
    const first = (await login(password).expect(200)).body.token;
    const second = (await login(password).expect(200)).body.token;
    const wrong = await t
      .request()
      .put(api("/account/password"))
      .set({ Authorization: `Bearer ${first}` })
      .send({ currentPassword: "not my password", password: "a brand new password" })
      .expect(400);
    expect(wrong.body.message).toMatch(/Current password is incorrect/);
    await t
      .request()
      .put(api("/account/password"))
      .set({ Authorization: `Bearer ${first}` })
      .send({ currentPassword: password, password: "short" })
      .expect(400);
    await t
      .request()
      .put(api("/account/password"))
      .set({ Authorization: `Bearer ${first}` })
      .send({ currentPassword: password, password: "a brand new password" })
      .expect(200);
    await t
      .request()
      .get(api("/users/me"))
      .set({ Authorization: `Bearer ${first}` })
      .expect(200);
    await t
      .request()
      .get(api("/users/me"))
      .set({ Authorization: `Bearer ${second}` })
      .expect(401);
    await login("a brand new password").expect(200);
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toMatch(/password was changed/i);
  });

  it("deletes my account: personal data goes, approved listings stay without me, the history still reads", async () => {
    const me = await t.signIn("member");
    await t.db.user.update({ where: { id: me.user.id }, data: { verifiedOrganisation: true } });
    const approved = await makeJob(t.db, {
      createdById: me.user.id,
      status: "approved",
      verifiedOrganisation: true,
    });
    const pending = await makeJob(t.db, { createdById: me.user.id, status: "pending" });
    const rejected = await makeScholarship(t.db, { createdById: me.user.id, status: "rejected" });
    await t.db.savedOpportunity.create({
      data: { userId: me.user.id, kind: "jobs", opportunityId: approved.id },
    });
    await t.db.auditLog.create({
      data: {
        actorId: me.user.id,
        action: "create",
        entity: "user",
        entityId: String(me.user.id),
        summary: `${me.user.email} (member)`,
      },
    });

    await t.db.auditLog.create({
      data: {
        actorId: me.user.id,
        actorName: me.user.fullName,
        action: "create",
        entity: "job",
        entityId: String(approved.id),
        summary: "Job created",
      },
    });
    await t.request().delete(api("/account")).set(me.auth).send({ currentPassword: "wrong one" }).expect(400);
    await t.request().delete(api("/account")).set(me.auth).send({}).expect(400);
    const res = await t
      .request()
      .delete(api("/account"))
      .set(me.auth)
      .send({ currentPassword: me.password })
      .expect(200);
    expect(res.body.message).toMatch(/deleted/);

    expect(await t.db.user.findUnique({ where: { id: me.user.id } })).toBeNull();
    await t.request().get(api("/users/me")).set(me.auth).expect(401);
    const kept = await t.db.job.findUniqueOrThrow({ where: { id: approved.id } });
    expect(kept).toMatchObject({ status: "approved", createdById: null, verifiedOrganisation: false });
    await t
      .request()
      .get(api(`/jobs/${approved.id}`))
      .expect(200);
    expect(await t.db.job.findUnique({ where: { id: pending.id } })).toBeNull();
    expect(await t.db.scholarship.findUnique({ where: { id: rejected.id } })).toBeNull();
    expect(await t.db.savedOpportunity.count({ where: { userId: me.user.id } })).toBe(0);
    const history = await t.db.auditLog.findMany({ where: { entity: "user", entityId: String(me.user.id) } });
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(history)).not.toContain(me.user.email);
    const acted = await t.db.auditLog.findMany({ where: { entity: "job", entityId: String(approved.id) } });
    for (const entry of acted) expect(entry.actorName).not.toContain(me.user.fullName);
    const admin = await t.signIn("admin");
    await t.request().get(api("/audit-log")).set(admin.auth).expect(200);
  });

  it("never shows or changes another member's account", async () => {
    const me = await t.signIn("member");
    const other = await t.signIn("member");
    const theirs = api(`/users/${other.user.id}`);
    await t.request().get(theirs).set(me.auth).expect(403);
    await t.request().put(theirs).set(me.auth).send({ fullName: "Taken over" }).expect(403);
    await t.request().delete(theirs).set(me.auth).expect(403);
    await t
      .request()
      .get(api(`/users-Job/${other.user.id}`))
      .set(me.auth)
      .expect(403);
    const mine = await t.request().get(api("/users/me")).set(me.auth).expect(200);
    expect(mine.body.user.id).toBe(me.user.id);
    expect(mine.body.user.passwordHash).toBeUndefined();
    // /account routes only ever act on the token's own account.
    await t
      .request()
      .delete(api("/account"))
      .set(me.auth)
      .send({ currentPassword: other.password })
      .expect(200);
    expect(await t.db.user.findUnique({ where: { id: other.user.id } })).not.toBeNull();
  });

  it("limits current-password guesses per account on password change and account deletion", async () => {
    const me = await t.signIn("member");
    const client = supertest(createApp({ ...t.ctx, rateLimits: { passwordChangeAccount: { limit: 2 } } }));
    await client
      .put(api("/account/password"))
      .set(me.auth)
      .send({ currentPassword: "guess one", password: "a brand new password" })
      .expect(400);
    await client.delete(api("/account")).set(me.auth).send({ currentPassword: "guess two" }).expect(400);
    const limited = await client.delete(api("/account")).set(me.auth).send({ currentPassword: me.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await t.db.user.findUnique({ where: { id: me.user.id } })).not.toBeNull();
  });

  it("limits profile changes per account", async () => {
    const me = await t.signIn("member");
    const client = supertest(createApp({ ...t.ctx, rateLimits: { accountProfileAccount: { limit: 1 } } }));
    await client.put(api("/account/profile")).set(me.auth).send({ fullName: "Once" }).expect(200);
    await client.put(api("/account/profile")).set(me.auth).send({ fullName: "Twice" }).expect(429);
  });

  it("keeps an administrator from deleting their own account", async () => {
    const admin = await t.signIn("admin");
    await t.signIn("admin");
    await t
      .request()
      .delete(api("/account"))
      .set(admin.auth)
      .send({ currentPassword: admin.password })
      .expect(409);
  });
});

describe("organisation flags: verified organisation and auto-approval", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: STAFF_INBOX });
  const api = (path: string) => `${API_PREFIX}${path}`;

  it("only admins set them; the rest get 401/403, unknown accounts 404, empty bodies 400", async () => {
    const member = await t.signIn("member");
    const editor = await t.signIn("editor");
    const admin = await t.signIn("admin");
    const path = api(`/users/${member.user.id}/organisation`);
    await t.request().put(path).send({ verifiedOrganisation: true }).expect(401);
    await t.request().put(path).set(member.auth).send({ autoApprove: true }).expect(403);
    await t.request().put(path).set(editor.auth).send({ autoApprove: true }).expect(403);
    await t
      .request()
      .put(api("/users/2147483646/organisation"))
      .set(admin.auth)
      .send({ autoApprove: true })
      .expect(404);
    await t.request().put(path).set(admin.auth).send({}).expect(400);
    await t.request().put(path).set(admin.auth).send({ autoApprove: "yes please" }).expect(400);
    await t
      .request()
      .put(api("/users/abc/organisation"))
      .set(admin.auth)
      .send({ autoApprove: true })
      .expect(404);
  });

  it("marks the account's listings, old and new, and shows the mark publicly without personal data", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    const old = await makeJob(t.db, { createdById: member.user.id, status: "approved" });
    const res = await t
      .request()
      .put(api(`/users/${member.user.id}/organisation`))
      .set(admin.auth)
      .send({ verifiedOrganisation: true })
      .expect(200);
    expect(res.body.user).toMatchObject({ verifiedOrganisation: true, autoApprove: false });
    const item = await t
      .request()
      .get(api(`/jobs/${old.id}`))
      .expect(200);
    expect(item.body.job.verifiedOrganisation).toBe(true);
    expect(JSON.stringify(item.body)).not.toContain(member.user.email);
    const list = await t.request().get(api("/paginate-jobs?limit=100")).expect(200);
    const listed = list.body.jobs.find((job: { id: number }) => job.id === old.id);
    expect(listed?.verifiedOrganisation).toBe(true);

    const created = await t.request().post(api("/jobs")).set(member.auth).send(JOB).expect(201);
    expect(created.body.job).toMatchObject({ status: "pending", verifiedOrganisation: true });
    expect((await smtp.waitForMail(STAFF_INBOX)).text).toMatch(/submitted for review/);

    await t
      .request()
      .put(api(`/users/${member.user.id}/organisation`))
      .set(admin.auth)
      .send({ verifiedOrganisation: false })
      .expect(200);
    const after = await t
      .request()
      .get(api(`/jobs/${old.id}`))
      .expect(200);
    expect(after.body.job.verifiedOrganisation).toBe(false);
  });

  it("clears both marks, on the account and its listings, when the member renames the organisation; staff are told", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    await t.db.user.update({ where: { id: member.user.id }, data: { organisation: "Selam Youth Club" } });
    const job = await makeJob(t.db, { createdById: member.user.id, status: "approved" });
    await t
      .request()
      .put(api(`/users/${member.user.id}/organisation`))
      .set(admin.auth)
      .send({ verifiedOrganisation: true, autoApprove: true })
      .expect(200);
    // The same name, spaced or cased differently, keeps them.
    await t
      .request()
      .put(api("/account/profile"))
      .set(member.auth)
      .send({ organisation: "selam  youth club" })
      .expect(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).toMatchObject({
      verifiedOrganisation: true,
      autoApprove: true,
    });
    const renamed = await t
      .request()
      .put(api("/account/profile"))
      .set(member.auth)
      .send({ organisation: "Ethiopian Airlines" })
      .expect(200);
    expect(renamed.body.user).toMatchObject({
      organisation: "Ethiopian Airlines",
      verifiedOrganisation: false,
      autoApprove: false,
    });
    expect(
      (
        await t
          .request()
          .get(api(`/jobs/${job.id}`))
          .expect(200)
      ).body.job.verifiedOrganisation,
    ).toBe(false);
    const created = await t.request().post(api("/jobs")).set(member.auth).send(JOB).expect(201);
    expect(created.body.job).toMatchObject({ status: "pending", verifiedOrganisation: false });
    const notice = await t.db.emailMessage.findFirst({
      where: {
        to: STAFF_INBOX,
        template: "admin-organisation-renamed",
        text: { contains: "Ethiopian Airlines" },
      },
    });
    expect(notice?.subject).toContain("from selam  youth club to Ethiopian Airlines");
  });

  it("approves an auto-approved account's submissions and edits at once, and tells staff", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    await t
      .request()
      .put(api(`/users/${member.user.id}/organisation`))
      .set(admin.auth)
      .send({ autoApprove: "true" })
      .expect(200);
    const created = await t.request().post(api("/jobs")).set(member.auth).send(JOB).expect(201);
    expect(created.body.job.status).toBe("approved");
    expect(created.body.message).toMatch(/approved on submit/);
    await t
      .request()
      .get(api(`/jobs/${created.body.job.id}`))
      .expect(200);
    const notice = await smtp.waitForMail(STAFF_INBOX);
    expect(notice.text).toMatch(/auto-approved/);
    const edited = await t
      .request()
      .put(api(`/jobs/${created.body.job.id}`))
      .set(member.auth)
      .send({ Type: "Part-time" })
      .expect(200);
    expect(edited.body.job.status).toBe("approved");
  });

  it("emails the member on approval and rejection with links to the item, its edit form and the account", async () => {
    const member = await t.signIn("member");
    const admin = await t.signIn("admin");
    await t.db.user.update({ where: { id: member.user.id }, data: { language: "om" } });
    const job = await makeJob(t.db, { createdById: member.user.id, status: "pending" });
    await t
      .request()
      .put(api(`/jobs-approve/${job.id}`))
      .set(admin.auth)
      .send({ status: "rejected", reason: "Asks for a fee" })
      .expect(200);
    const rejected = await smtp.waitForMail(member.user.email);
    expect(rejected.text).toContain("Asks for a fee");
    expect(rejected.text).toContain(`/om/post-opportunity?kind=jobs&edit=${job.id}`);
    expect(rejected.text).toContain("/om/account");
    await t
      .request()
      .put(api(`/jobs-approve/${job.id}`))
      .set(admin.auth)
      .send({ status: "approved" })
      .expect(200);
    const approved = await smtp.waitForMail(member.user.email);
    expect(approved.text).toContain(`/om/resource/job-opportunities/${job.id}`);
    expect(approved.text).toContain(`/om/post-opportunity?kind=jobs&edit=${job.id}`);
  });
});
