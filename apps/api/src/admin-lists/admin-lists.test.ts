import { randomBytes } from "node:crypto";
import { API_PREFIX, adminListPaths, noticeCountsSchema, trashPageSchema } from "@btw/contracts";
import {
  makeBlog,
  makeContactMessage,
  makeDonation,
  makeFeedback,
  makeJob,
  makeResume,
  makeScholarship,
  makeTestimonial,
  makeUser,
} from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { purgeExpiredTrash } from "./trash.service.ts";

const api = (path: string) => `${API_PREFIX}${path}`;
const tag = () => randomBytes(5).toString("hex");

describe("admin lists: search and sort", () => {
  const t = createTestContext();

  it("searches and sorts feedback by an allow-listed column", async () => {
    const word = tag();
    await makeFeedback(t.db, { phone: "+251 911 000 002", message: `Second ${word}` });
    await makeFeedback(t.db, { phone: "+251 911 000 001", message: `First ${word}` });
    await makeFeedback(t.db, { message: "Something else" });
    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .get(api("/feedbacks"))
      .set(auth)
      .query({ q: word.toUpperCase(), sort: "phone" })
      .expect(200);
    expect(res.body.count).toBe(2);
    expect(res.body.feedbacks.map((row: { message: string }) => row.message)).toEqual([
      `First ${word}`,
      `Second ${word}`,
    ]);
    const desc = await t.request().get(api("/feedbacks")).set(auth).query({ q: word, sort: "-phone" });
    expect(desc.body.feedbacks[0].message).toBe(`Second ${word}`);
  });

  it("refuses sort keys outside the list's allow-list and hostile search text with 400", async () => {
    const { auth } = await t.signIn("admin");
    for (const sort of ["passwordHash", "createdAt;DROP TABLE users", "--createdAt", "message", ""]) {
      const res = await t.request().get(api("/feedbacks")).set(auth).query({ sort }).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await t.request().get(api("/users")).set(auth).query({ sort: "passwordHash" }).expect(400);
    await t.request().get(api("/donate")).set(auth).query({ sort: "-email" }).expect(400);
    await t.request().get(api("/admin/lists/blogs")).set(auth).query({ sort: "content" }).expect(400);
    await t.request().get(api("/feedbacks")).set(auth).query({ q: "bad\u0000text" }).expect(400);
    await t
      .request()
      .get(api("/feedbacks"))
      .set(auth)
      .query({ q: "x".repeat(101) })
      .expect(400);
    await t.request().get(api("/feedbacks")).set(auth).query("sort=createdAt&sort=phone").expect(400);
    // LIKE wildcards are searched for as text, not as patterns.
    const pct = await t.request().get(api("/feedbacks")).set(auth).query({ q: "%_%" }).expect(200);
    expect(pct.body.count).toBe(0);
  });

  it("gives editors the content lists, searched and sorted, and keeps members out", async () => {
    const word = tag();
    await makeBlog(t.db, { title: `B ${word}` });
    await makeBlog(t.db, { title: `A ${word}` });
    await makeTestimonial(t.db, { full_Name: `Person ${word}` });
    const { auth: editor } = await t.signIn("editor");
    const blogs = await t
      .request()
      .get(api("/admin/lists/blogs"))
      .set(editor)
      .query({ q: word, sort: "title" })
      .expect(200);
    expect(blogs.body.data.map((row: { title: string }) => row.title)).toEqual([`A ${word}`, `B ${word}`]);
    const people = await t.request().get(api("/admin/lists/testimonials")).set(editor).query({ q: word });
    expect(people.body.count).toBe(1);
    const { auth: member } = await t.signIn("member");
    await t.request().get(api("/admin/lists/blogs")).set(member).expect(403);
    await t.request().get(api("/admin/lists/blogs")).expect(401);
    await t.request().get(api("/feedbacks")).set(editor).query({ q: word }).expect(403);
  });
});

describe("admin lists: trash", () => {
  const t = createTestContext();

  it("keeps a deleted row for restore, with its id and read state, and purges it for good", async () => {
    const { auth, user } = await t.signIn("admin");
    const feedback = await makeFeedback(t.db, { message: `Trash me ${tag()}`, readAt: new Date() });
    await t
      .request()
      .delete(api(`/feedbacks/${feedback.id}`))
      .set(auth)
      .expect(200);
    await t
      .request()
      .get(api(`/feedbacks/${feedback.id}`))
      .set(auth)
      .expect(404);

    const trash = await t
      .request()
      .get(api(adminListPaths.trash))
      .set(auth)
      .query({ list: "feedbacks" })
      .expect(200);
    trashPageSchema.parse(trash.body);
    const item = trash.body.data.find((row: { entityId: number }) => row.entityId === feedback.id);
    expect(item).toMatchObject({ list: "feedbacks", deletedByName: user.fullName });
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(30 * 86_400_000);

    await t
      .request()
      .post(api(`/admin/trash/${item.id}/restore`))
      .set(auth)
      .expect(200);
    const back = await t
      .request()
      .get(api(`/feedbacks/${feedback.id}`))
      .set(auth)
      .expect(200);
    expect(back.body.feedback).toMatchObject({ id: feedback.id, message: feedback.message });
    expect(back.body.feedback.readAt).toBe(feedback.readAt?.toISOString());
    await t
      .request()
      .post(api(`/admin/trash/${item.id}/restore`))
      .set(auth)
      .expect(404);
    const restored = await t.db.auditLog.findFirst({
      where: { entity: "feedback", entityId: String(feedback.id), action: "restore" },
    });
    expect(restored).not.toBeNull();

    await t
      .request()
      .delete(api(`/feedbacks/${feedback.id}`))
      .set(auth)
      .expect(200);
    const again = await t.db.trashItem.findFirstOrThrow({
      where: { list: "feedbacks", entityId: feedback.id },
    });
    await t
      .request()
      .delete(api(`/admin/trash/${again.id}`))
      .set(auth)
      .expect(200);
    expect(await t.db.trashItem.count({ where: { id: again.id } })).toBe(0);
    await t
      .request()
      .get(api(`/feedbacks/${feedback.id}`))
      .set(auth)
      .expect(404);
  });

  it("takes a deleted opportunity off the public list into the trash, and restore brings it back listed", async () => {
    const { auth: editor } = await t.signIn("editor");
    const scholarship = await makeScholarship(t.db, { title: `Trashed scholarship ${tag()}` });
    const listed = async () => {
      const page = await t
        .request()
        .get(api(`/paginate-scholarship?limit=100&q=${encodeURIComponent(scholarship.title)}`))
        .expect(200);
      return page.body.scholarships.some((item: { id: number }) => item.id === scholarship.id);
    };
    expect(await listed()).toBe(true);
    await t
      .request()
      .delete(api(`/scholarships/${scholarship.id}`))
      .set(editor)
      .expect(200);
    await t
      .request()
      .get(api(`/scholarships/${scholarship.id}`))
      .expect(404);
    expect(await listed()).toBe(false);
    const item = await t.db.trashItem.findFirstOrThrow({
      where: { list: "scholarships", entityId: scholarship.id },
    });
    expect(item.title).toBe(scholarship.title);

    await t
      .request()
      .post(api(`/admin/trash/${item.id}/restore`))
      .set(editor)
      .expect(200);
    const back = await t
      .request()
      .get(api(`/scholarships/${scholarship.id}`))
      .expect(200);
    expect(back.body.scholarship.deadline).toBe(scholarship.deadline?.toISOString());
    expect(await listed()).toBe(true);

    // The list's bulk delete takes the same way.
    const job = await makeJob(t.db);
    await t
      .request()
      .post(api(`${adminListPaths.bulkDelete}/jobs`))
      .set(editor)
      .send({ ids: [job.id] })
      .expect(200);
    expect(await t.db.job.count({ where: { id: job.id } })).toBe(0);
    expect(await t.db.trashItem.count({ where: { list: "jobs", entityId: job.id } })).toBe(1);
  });

  it("restores content for editors, shows each role only its own lists' trash, and refuses members", async () => {
    const { auth: admin } = await t.signIn("admin");
    const { auth: editor } = await t.signIn("editor");
    const { auth: member } = await t.signIn("member");
    const blog = await makeBlog(t.db, { title: `Restore ${tag()}` });
    const message = await makeContactMessage(t.db, { message: `Private ${tag()}` });
    await t
      .request()
      .delete(api(`/blogs/${blog.id}`))
      .set(editor)
      .expect(200);
    await t
      .request()
      .delete(api(`/contact-messages/${message.id}`))
      .set(admin)
      .expect(200);

    const seen = await t
      .request()
      .get(api(adminListPaths.trash))
      .set(editor)
      .query({ limit: 100 })
      .expect(200);
    const lists = new Set(seen.body.data.map((row: { list: string }) => row.list));
    expect(lists.has("contactMessages")).toBe(false);
    await t
      .request()
      .get(api(adminListPaths.trash))
      .set(editor)
      .query({ list: "contactMessages" })
      .expect(403);
    const hidden = await t.db.trashItem.findFirstOrThrow({
      where: { list: "contactMessages", entityId: message.id },
    });
    await t
      .request()
      .post(api(`/admin/trash/${hidden.id}/restore`))
      .set(editor)
      .expect(404);
    await t
      .request()
      .delete(api(`/admin/trash/${hidden.id}`))
      .set(editor)
      .expect(404);
    await t.request().get(api(adminListPaths.trash)).set(member).expect(403);
    await t.request().get(api(adminListPaths.trash)).expect(401);
    await t.request().get(api(adminListPaths.trash)).set(admin).query({ sort: "data" }).expect(400);
    await t.request().get(api(adminListPaths.trash)).set(admin).query({ list: "users" }).expect(400);

    const trashed = await t.db.trashItem.findFirstOrThrow({ where: { list: "blogs", entityId: blog.id } });
    await t
      .request()
      .post(api(`/admin/trash/${trashed.id}/restore`))
      .set(editor)
      .expect(200);
    const restored = await t.db.blog.findUniqueOrThrow({ where: { id: blog.id } });
    expect(restored.title).toBe(blog.title);
    expect(restored.createdAt.toISOString()).toBe(blog.createdAt.toISOString());
  });

  it("answers 409 when a restored row's unique address is taken again", async () => {
    const { auth } = await t.signIn("admin");
    const email = `again-${tag()}@example.test`;
    const first = await t.db.subscriber.create({ data: { email, confirmToken: tag() + tag() } });
    await t
      .request()
      .delete(api(`/subscribers/${first.id}`))
      .set(auth)
      .expect(200);
    await t.db.subscriber.create({ data: { email, confirmToken: tag() + tag() } });
    const item = await t.db.trashItem.findFirstOrThrow({
      where: { list: "subscribers", entityId: first.id },
    });
    const res = await t
      .request()
      .post(api(`/admin/trash/${item.id}/restore`))
      .set(auth)
      .expect(409);
    expect(res.body.message).toMatch(/cannot be restored/);
  });

  it("purges what was deleted more than 30 days ago, and nothing newer", async () => {
    const old = await t.db.trashItem.create({
      data: {
        list: "feedbacks",
        entityId: 999_999_001,
        title: "old",
        data: {},
        deletedAt: new Date(Date.now() - 31 * 86_400_000),
      },
    });
    const recent = await t.db.trashItem.create({
      data: {
        list: "feedbacks",
        entityId: 999_999_002,
        title: "recent",
        data: {},
        deletedAt: new Date(Date.now() - 29 * 86_400_000),
      },
    });
    await purgeExpiredTrash(t.ctx);
    expect(await t.db.trashItem.count({ where: { id: old.id } })).toBe(0);
    expect(await t.db.trashItem.count({ where: { id: recent.id } })).toBe(1);
  });
});

describe("admin lists: bulk actions", () => {
  const t = createTestContext();

  it("deletes selected rows to the trash, skipping ids already gone", async () => {
    const { auth } = await t.signIn("admin");
    const rows = await Promise.all([makeResume(t.db), makeResume(t.db)]);
    const ids = rows.map((row) => row.id);
    const res = await t
      .request()
      .post(api("/admin/bulk-delete/resumes"))
      .set(auth)
      .send({ ids: [...ids, 999_999_999] })
      .expect(200);
    expect(res.body).toEqual({ message: "Delete successful!", done: 2, skipped: 1 });
    expect(await t.db.resume.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await t.db.trashItem.count({ where: { list: "resumes", entityId: { in: ids } } })).toBe(2);
  });

  it("checks who may act and what they send", async () => {
    const { auth: editor } = await t.signIn("editor");
    const feedback = await makeFeedback(t.db);
    await t
      .request()
      .post(api("/admin/bulk-delete/feedbacks"))
      .set(editor)
      .send({ ids: [feedback.id] })
      .expect(403);
    await t
      .request()
      .post(api("/admin/bulk-approve/jobs"))
      .set(editor)
      .send({ ids: [1] })
      .expect(403);
    const { auth } = await t.signIn("admin");
    for (const body of [
      {},
      { ids: [] },
      { ids: "1,2" },
      { ids: [-1] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const res = await t
        .request()
        .post(api("/admin/bulk-delete/feedbacks"))
        .set(auth)
        .send(body)
        .expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await t
      .request()
      .post(api("/admin/bulk-delete/users"))
      .set(auth)
      .send({ ids: [1] })
      .expect(404);
    expect(await t.db.feedback.count({ where: { id: feedback.id } })).toBe(1);
  });

  it("approves selected submissions", async () => {
    const { auth } = await t.signIn("admin");
    const { user: member } = await makeUser(t.db, { role: "member" });
    const items = await Promise.all([
      makeScholarship(t.db, { status: "pending", createdById: member.id }),
      makeScholarship(t.db, { status: "pending", createdById: member.id }),
    ]);
    const res = await t
      .request()
      .post(api("/admin/bulk-approve/scholarships"))
      .set(auth)
      .send({ ids: items.map((item) => item.id) })
      .expect(200);
    expect(res.body).toMatchObject({ done: 2, skipped: 0 });
    const statuses = await t.db.scholarship.findMany({ where: { id: { in: items.map((item) => item.id) } } });
    expect(statuses.every((row) => row.status === "approved")).toBe(true);
  });

  it("exports only the selected donations, with a byte-order mark", async () => {
    const { auth } = await t.signIn("admin");
    const [a, b] = await Promise.all([makeDonation(t.db), makeDonation(t.db), makeDonation(t.db)]);
    const res = await t
      .request()
      .get(api("/donate/export.csv"))
      .set(auth)
      .query({ ids: `${a!.id},${b!.id}` })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks).toString("utf8")));
      })
      .expect(200);
    const text = res.body as string;
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.trim().split("\n")).toHaveLength(3);
    await t.request().get(api("/donate/export.csv")).set(auth).query({ ids: "1,x" }).expect(400);
  });
});

describe("admin lists: inboxes, notices, users and donations", () => {
  const t = createTestContext();

  it("marks messages read and unread, filters by it, and only for the inbox's role", async () => {
    const { auth } = await t.signIn("admin");
    const word = tag();
    const message = await makeContactMessage(t.db, { message: `Read me ${word}` });
    const unread = await t
      .request()
      .get(api("/contact-messages"))
      .set(auth)
      .query({ q: word, read: "unread" });
    expect(unread.body.count).toBe(1);
    expect(unread.body.contactMessages[0].readAt).toBeNull();
    await t
      .request()
      .put(api(`/contact-messages/${message.id}/read`))
      .set(auth)
      .send({ read: true })
      .expect(200);
    const after = await t
      .request()
      .get(api("/contact-messages"))
      .set(auth)
      .query({ q: word, read: "unread" });
    expect(after.body.count).toBe(0);
    const read = await t.request().get(api("/contact-messages")).set(auth).query({ q: word, read: "read" });
    expect(read.body.contactMessages[0].readAt).toEqual(expect.any(String));
    await t
      .request()
      .put(api(`/contact-messages/${message.id}/read`))
      .set(auth)
      .send({ read: false })
      .expect(200);
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeNull();

    await t
      .request()
      .put(api(`/contact-messages/${message.id}/read`))
      .set(auth)
      .send({ read: "yes" })
      .expect(400);
    await t.request().put(api("/contact-messages/999999999/read")).set(auth).send({ read: true }).expect(404);
    await t.request().get(api("/contact-messages")).set(auth).query({ read: "maybe" }).expect(400);
    const { auth: editor } = await t.signIn("editor");
    await t
      .request()
      .put(api(`/contact-messages/${message.id}/read`))
      .set(editor)
      .send({ read: true })
      .expect(403);
  });

  it("counts new notices per role since the staff member last looked", async () => {
    const { auth: admin } = await t.signIn("admin");
    await t.request().put(api("/admin/notices/seen")).set(admin).expect(200);
    await makeFeedback(t.db);
    await makeResume(t.db);
    const counts = await t.request().get(api("/admin/notices")).set(admin).expect(200);
    noticeCountsSchema.parse(counts.body);
    expect(counts.body.counts.feedbacks).toBeGreaterThanOrEqual(1);
    expect(counts.body.counts.resumes).toBeGreaterThanOrEqual(1);
    expect(counts.body.since).toEqual(expect.any(String));

    const { auth: editor } = await t.signIn("editor");
    const editorCounts = await t.request().get(api("/admin/notices")).set(editor).expect(200);
    expect(Object.keys(editorCounts.body.counts)).toEqual([]);
    expect(editorCounts.body.total).toBe(0);
    const { auth: member } = await t.signIn("member");
    await t.request().get(api("/admin/notices")).set(member).expect(403);

    await t.request().put(api("/admin/notices/seen")).set(admin).expect(200);
    const later = await t.request().get(api("/admin/notices")).set(admin).expect(200);
    expect(later.body.counts.feedbacks).toBe(0);
  });

  it("keeps the name behind audit entries when the account is deleted", async () => {
    const { auth } = await t.signIn("admin");
    const { user: editor, auth: editorAuth } = await t.signIn("editor");
    const blog = await makeBlog(t.db);
    await t
      .request()
      .delete(api(`/blogs/${blog.id}`))
      .set(editorAuth)
      .expect(200);
    await t
      .request()
      .delete(api(`/users/${editor.id}`))
      .set(auth)
      .expect(200);
    const log = await t
      .request()
      .get(api("/audit-log"))
      .set(auth)
      .query({ entity: "blog", limit: 100 })
      .expect(200);
    const entry = log.body.entries.find((row: { entityId: string }) => row.entityId === String(blog.id));
    expect(entry).toMatchObject({ actorId: null, actorName: editor.fullName, action: "delete" });
  });

  it("shows checkouts left pending for more than a day as abandoned", async () => {
    const { auth } = await t.signIn("admin");
    const email = `left-${tag()}@example.test`;
    await makeDonation(t.db, { email, status: "pending", createdAt: new Date(Date.now() - 2 * 86_400_000) });
    await makeDonation(t.db, { email, status: "pending" });
    const res = await t
      .request()
      .get(api("/donate"))
      .set(auth)
      .query({ q: email, sort: "createdAt" })
      .expect(200);
    expect(res.body.data.map((row: { abandoned: boolean }) => row.abandoned)).toEqual([true, false]);
  });
});
