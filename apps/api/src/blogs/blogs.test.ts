import { API_PREFIX, blogPageSchema, blogSchema } from "@btw/contracts";
import { makeBlog } from "@btw/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { pngBytes } from "../../test/test-files.ts";

const path = `${API_PREFIX}/blogs`;

describe("blogs", () => {
  const t = createTestContext();
  // Published a day ago, a minute apart: their order among themselves is known whatever other
  // tests publish meanwhile (those rows are newer and come before them).
  const mine: Array<{ id: number }> = [];
  beforeAll(async () => {
    const base = Date.now() - 24 * 60 * 60_000;
    for (let i = 0; i < 10; i++) mine.push(await makeBlog(t.db, { publishAt: new Date(base + i * 60_000) }));
    mine.reverse();
  });
  const ids = (res: { body: { News: Array<{ id: number }> } }) => res.body.News.map((blog) => blog.id);
  const inOrder = (list: number[]) => list.filter((id) => mine.some((blog) => blog.id === id));

  it("pages the news list, newest first, 4 a page by default", async () => {
    const first = await t.request().get(path).expect(200);
    blogPageSchema.strict().parse(first.body);
    blogSchema.strict().array().parse(first.body.News);
    expect(first.body).toMatchObject({ page: 1, limit: 4 });
    expect(first.body.count).toBeGreaterThanOrEqual(10);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.count / 4));
    const times = first.body.News.map((blog: { publishAt: string }) => Date.parse(blog.publishAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pages = [];
    for (let page = 1; page <= first.body.totalPages; page++)
      pages.push(...ids(await t.request().get(path).query({ page }).expect(200)));
    expect(inOrder(pages)).toEqual(mine.map((blog) => blog.id));
    const wide = await t.request().get(path).query({ limit: 100 }).expect(200);
    expect(inOrder(ids(wide))).toEqual(mine.map((blog) => blog.id));
  });

  it("validates page and limit", async () => {
    const res = await t.request().get(path).query({ page: 0 }).expect(400);
    expect(res.body.issues[0].path).toBe("page");
    await t.request().get(path).query({ limit: 101 }).expect(400);
  });

  it("answers blogs/data with the latest blogs, at most 100", async () => {
    const res = await t.request().get(`${path}/data`).expect(200);
    expect(res.body.blogs.length).toBeLessThanOrEqual(100);
    const listed = res.body.blogs.map((blog: { id: number }) => blog.id);
    expect(inOrder(listed)).toEqual(mine.map((blog) => blog.id));
  });

  it("gets one blog, 404 for a missing one", async () => {
    const blog = await makeBlog(t.db, { title: "One blog" });
    const res = await t.request().get(`${path}/${blog.id}`).expect(200);
    expect(res.body.blog).toMatchObject({ id: blog.id, title: "One blog", photo: null });
    expect(typeof res.body.blog.createdAt).toBe("string");
    await t.request().get(`${path}/999999999`).expect(404);
  });

  it("creates a blog with a photo (201, Register successful!) for staff only", async () => {
    await t.request().post(path).send({ title: "T", description: "D" }).expect(401);
    const { auth: memberAuth } = await t.signIn("member");
    await t.request().post(path).set(memberAuth).send({ title: "T", description: "D" }).expect(403);

    const { auth, user } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("title", "Scholarship week")
      .field("description", "Five days of workshops.")
      .field("content", "Full programme inside.")
      .attach("photo", await pngBytes(1400, 700), "week.jpg")
      .expect(201);
    expect(res.body.message).toBe("Register successful!");
    expect(res.body.blog).toMatchObject({
      title: "Scholarship week",
      content: "<p>Full programme inside.</p>",
      status: "published",
    });
    expect(res.body.blog.photo).toMatch(/^\/uploads\/images\/.+-1200\.webp$/);
    const row = await t.db.blog.findUniqueOrThrow({ where: { id: res.body.blog.id } });
    expect(row.createdById).toBe(user.id);
  });

  it("names the failing field", async () => {
    const { auth } = await t.signIn("editor");
    const res = await t.request().post(path).set(auth).send({ title: "  ", description: "D" }).expect(400);
    expect(res.body.issues[0]).toMatchObject({ path: "title", message: "Title required" });
  });

  it("updates and deletes a blog, auditing both", async () => {
    const blog = await makeBlog(t.db);
    const { auth, user } = await t.signIn("admin");
    const res = await t.request().put(`${path}/${blog.id}`).set(auth).field("title", "Renamed").expect(200);
    expect(res.body.blog).toMatchObject({ id: blog.id, title: "Renamed", description: blog.description });
    await t.request().delete(`${path}/${blog.id}`).expect(401);
    await t.request().delete(`${path}/${blog.id}`).set(auth).expect(200, { message: "Delete successful!" });
    await t.request().delete(`${path}/${blog.id}`).set(auth).expect(404);
    await t.request().put(`${path}/${blog.id}`).set(auth).send({ title: "x" }).expect(404);
    const actions = await t.db.auditLog.findMany({
      where: { entity: "blog", entityId: String(blog.id) },
      orderBy: { id: "asc" },
    });
    expect(actions.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["update", user.id],
      ["delete", user.id],
    ]);
  });
});
