import { API_PREFIX, blogSchema, type SiteMeta } from "@btw/contracts";
import { makeBlog } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { pngBytes } from "../../test/test-files.ts";
import { resolvePage } from "../site/resolve-page.ts";
import { sitemapEntries } from "../site/sitemap.ts";

const path = `${API_PREFIX}/blogs`;
const HOUR = 60 * 60_000;
/** The site texts the page and sitemap builders read (site.test.ts covers the rest of them). */
const SITE = {
  pages: [],
  privatePathPrefixes: [],
  blogPost: { title: "Blogs", description: "News." },
  defaults: { title: "Born To Win", description: "" },
  notFound: { title: "Not found", description: "" },
} as unknown as SiteMeta;

describe("blog bodies and publishing", () => {
  const t = createTestContext();

  async function write(fields: Record<string, string>) {
    const { auth } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .send({ title: "Post", description: "Summary", ...fields })
      .expect(201);
    return blogSchema.strict().parse(res.body.blog);
  }

  /** Every place the public finds a post: the list, the latest, the post, its page and the sitemap. */
  async function publicSees(id: number) {
    const [page, latest, one, html, sitemap] = await Promise.all([
      t.request().get(path).query({ limit: 100 }),
      t.request().get(`${path}/data`),
      t.request().get(`${path}/${id}`),
      resolvePage(t.ctx, SITE, `/blogs/${id}`),
      sitemapEntries(t.ctx, SITE),
    ]);
    return {
      inList: page.body.News.some((blog: { id: number }) => blog.id === id),
      inLatest: latest.body.blogs.some((blog: { id: number }) => blog.id === id),
      post: one.status,
      page: html.status,
      inSitemap: sitemap.some((entry) => entry.path === `/blogs/${id}`),
    };
  }
  const hidden = { inList: false, inLatest: false, post: 404, page: 404, inSitemap: false };
  const shown = { inList: true, inLatest: true, post: 200, page: 200, inSitemap: true };

  it("strips script, event handlers, styles and unsafe links from a body on write", async () => {
    const blog = await write({
      content: [
        '<p>Hello <script>alert("x")</script><strong onclick="steal()">bold</strong></p>',
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">good</a></p>',
        '<img src="x" onerror="alert(1)"><img src="/uploads/images/a-1200.webp" style="x" width="640">',
        '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle/></svg>',
        '<h2 style="color:red">Title</h2><ul><li>one</li></ul><a href="data:text/html,x">data</a>',
      ].join(""),
    });
    const stored = await t.db.blog.findUniqueOrThrow({ where: { id: blog.id } });
    for (const html of [blog.content, stored.content]) {
      expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg|style=|data:/i);
      expect(html).toContain("<strong>bold</strong>");
      expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">good</a>');
      expect(html).toContain('<img src="/uploads/images/a-1200.webp" alt="" width="640" />');
      expect(html).toContain("<h2>Title</h2><ul><li>one</li></ul>");
    }
    expect(stored.contentFormat).toBe("html");
  });

  it("keeps a picture's caption as a figure, and drops a caption whose picture it does not keep", async () => {
    const blog = await write({
      content: [
        '<figure class="x"><img src="/uploads/images/c-1200.webp" alt="Graduates" width="320" onload="x()">',
        '<figcaption style="x">Class of 2026 <script>steal()</script><em>in Adama</em></figcaption></figure>',
        '<figure><img src="javascript:alert(1)"><figcaption>Orphan caption</figcaption></figure>',
        "<figure><figcaption>No picture at all</figcaption></figure><p>After</p>",
      ].join(""),
    });
    expect(blog.content).toBe(
      '<figure><img src="/uploads/images/c-1200.webp" alt="Graduates" width="320" />' +
        "<figcaption>Class of 2026 <em>in Adama</em></figcaption></figure><p>After</p>",
    );
  });

  it("turns a plain-text body (old posts, old clients) into paragraphs with links, escaped", async () => {
    const old = await makeBlog(t.db, {
      content: "First <b>line</b>\nsame paragraph\n\nSee https://example.org/x.",
    });
    const res = await t.request().get(`${path}/${old.id}`).expect(200);
    expect(res.body.blog.content).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt;<br>same paragraph</p><p>See <a href="https://example.org/x" rel="noopener noreferrer nofollow">https://example.org/x</a>.</p>',
    );
    const sent = await write({ content: "**Bold** stays text\n\nhttps://example.org" });
    expect(sent.content).toBe(
      '<p>**Bold** stays text</p><p><a href="https://example.org" rel="noopener noreferrer nofollow">https://example.org</a></p>',
    );
  });

  it("keeps drafts from the public and shows them to staff", async () => {
    const draft = await write({ status: "draft", content: "<p>Not yet</p>" });
    expect(draft.status).toBe("draft");
    expect(await publicSees(draft.id)).toEqual(hidden);

    const { auth: editor } = await t.signIn("editor");
    const own = await t.request().get(`${path}/${draft.id}`).set(editor).expect(200);
    expect(own.body.blog.status).toBe("draft");
    expect(own.headers["cache-control"]).toMatch(/no-store/);
    const all = await t.request().get(`${path}/data`).query({ status: "all" }).set(editor).expect(200);
    expect(all.body.blogs.map((blog: { id: number }) => blog.id)).toContain(draft.id);
    const paged = await t.request().get(path).query({ status: "all", limit: 100 }).set(editor).expect(200);
    expect(paged.body.News.map((blog: { id: number }) => blog.id)).toContain(draft.id);
    await t
      .request()
      .get(path)
      .query({ status: "all" })
      .set((await t.signIn("member")).auth)
      .expect(403);

    const { auth: member } = await t.signIn("member");
    await t.request().get(`${path}/${draft.id}`).set(member).expect(404);
    const refused = await t.request().get(`${path}/data`).query({ status: "all" }).set(member).expect(403);
    expect(refused.body.message).toMatch(/admins and editors/);
    await t.request().get(`${path}/data`).query({ status: "all" }).expect(401);
    await t.request().get(`${path}/data`).query({ status: "drafts" }).expect(400);

    await t.request().put(`${path}/${draft.id}`).set(editor).send({ status: "published" }).expect(200);
    expect(await publicSees(draft.id)).toEqual(shown);
  });

  it("keeps a scheduled post invisible until its time, then shows it everywhere", async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const post = await write({ status: "published", publishAt: at.toISOString() });
    expect(post).toMatchObject({ status: "scheduled", publishAt: at.toISOString() });
    expect(await publicSees(post.id)).toEqual(hidden);

    // The time comes (the row's clock is moved, as a day passing would).
    await t.db.blog.update({ where: { id: post.id }, data: { publishAt: new Date(Date.now() - 1000) } });
    expect(await publicSees(post.id)).toEqual(shown);
    const res = await t.request().get(`${path}/${post.id}`).expect(200);
    expect(res.body.blog.status).toBe("published");
  });

  it("refuses a publishing time that is not a date and a status it does not know", async () => {
    const { auth } = await t.signIn("editor");
    const base = { title: "T", description: "D" };
    const bad = await t
      .request()
      .post(path)
      .set(auth)
      .send({ ...base, publishAt: "tomorrow" })
      .expect(400);
    expect(bad.body.issues[0].path).toBe("publishAt");
    const status = await t
      .request()
      .post(path)
      .set(auth)
      .send({ ...base, status: "live" })
      .expect(400);
    expect(status.body.issues[0].path).toBe("status");
  });

  it("stores an image for a body at web widths, for staff only", async () => {
    const images = `${path}/images`;
    await t
      .request()
      .post(images)
      .attach("image", await pngBytes(900, 600), "a.png")
      .expect(401);
    const { auth: member } = await t.signIn("member");
    await t
      .request()
      .post(images)
      .set(member)
      .attach("image", await pngBytes(900, 600), "a.png")
      .expect(403);

    const { auth } = await t.signIn("editor");
    const res = await t
      .request()
      .post(images)
      .set(auth)
      .attach("image", await pngBytes(900, 600), "a.png");
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/images\/.+-1200\.webp$/);
    await t.request().get(res.body.url.replace("-1200.webp", "-400.webp")).expect(200);

    const text = await t
      .request()
      .post(images)
      .set(auth)
      .attach("image", Buffer.from("<svg onload=alert(1)>"), "x.png")
      .expect(415);
    expect(text.body.message).toMatch(/JPG, PNG, WebP or GIF/);
    const none = await t.request().post(images).set(auth).field("x", "y").expect(400);
    expect(none.body.message).toBeTruthy();
  });
});
