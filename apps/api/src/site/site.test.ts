import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteMeta } from "@btw/contracts";
import { makeBlog, makeJob, makeScholarship } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";
import { siteMiddleware } from "./site.ts";

const ORIGIN = "https://borntowin.example";

const TEMPLATE = `<!doctype html><html lang="en"><head>
<!--page-meta:start--><title>Born To Win</title><!--page-meta:end-->
</head><body><div id="root"><!--page-shell:start--><header class="page-hero"><h1>Born To Win</h1></header><!--page-shell:end--></div>
<script type="module" src="/assets/index-abc123.js"></script></body></html>`;

const META: SiteMeta = {
  siteName: "Born To Win",
  shareImage: "/og-banner.png",
  defaults: {
    title: "Born To Win",
    description: "Default description.",
    keywords: "scholarships, Ethiopia",
    author: "Born To Win",
  },
  pages: [
    {
      path: "/",
      title: "Born To Win",
      description: "Home description.",
      changefreq: "daily",
      priority: 1,
      hero: {
        variant: "home",
        eyebrow: "Born To Win",
        title: "Bridging potential",
        lead: "Scholarships & jobs.",
      },
    },
    {
      path: "/resource/scholarships",
      title: "Scholarships",
      description: "Scholarship list.",
      changefreq: "daily",
      priority: 0.9,
      hero: { variant: "page", eyebrow: "Special offers", title: "Scholarships", lead: "Funded study." },
    },
    {
      path: "/about",
      title: "About Us",
      description: "Who we are.",
      changefreq: "monthly",
      priority: 0.6,
      hero: { variant: "page", title: "Nurturing talent" },
    },
  ],
  privatePathPrefixes: ["/sign-in", "/admin"],
  notFound: { title: "Page not found", description: "The page you are looking for doesn't exist." },
  blogPost: { title: "Blogs", description: "News." },
  opportunityPost: { title: "Opportunity", description: "An opportunity." },
};

function siteUnderTest(built = true) {
  const t = createTestContext({ PUBLIC_URL: ORIGIN });
  const dist = join(t.scratch, "web-dist");
  if (built) {
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), TEMPLATE);
    writeFileSync(join(dist, "site-meta.json"), JSON.stringify(META));
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.info('app');");
  }
  const ctx = { ...t.ctx, env: { ...t.ctx.env, WEB_DIST_DIR: dist } };
  const app = createApp(ctx, { site: siteMiddleware(ctx) });
  return { ...t, request: () => supertest(app) };
}

const between = (html: string, name: string) =>
  html.slice(html.indexOf(`<!--${name}:start-->`), html.indexOf(`<!--${name}:end-->`));
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );

describe("the site's pages", () => {
  const t = siteUnderTest();

  it("sends each fixed page with its own title, description, canonical address and sharing tags", async () => {
    const res = await t.request().get("/resource/scholarships").expect(200).expect("Content-Type", /html/);
    const head = between(res.text, "page-meta");
    expect(head).toContain("<title>Scholarships | Born To Win</title>");
    expect(head).toContain('<meta name="description" content="Scholarship list." />');
    expect(head).toContain('<meta name="keywords" content="scholarships, Ethiopia" />');
    expect(head).toContain('<meta name="author" content="Born To Win" />');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/resource/scholarships" />`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/resource/scholarships" />`);
    expect(head).toContain('<meta property="og:title" content="Scholarships | Born To Win" />');
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/og-banner.png" />`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="robots" content="index, follow" />');
    // The page's band is drawn before the app loads, with the same classes and texts as the app's.
    const shell = between(res.text, "page-shell");
    expect(shell).toContain('<header class="page-hero page-hero--md">');
    expect(shell).toContain('<p class="eyebrow page-hero__eyebrow">Special offers</p>');
    expect(shell).toContain('<h1 class="page-hero__title">Scholarships</h1>');
    expect(shell).toContain('<div class="page-hero__lead"><p>Funded study.</p></div>');
    expect(res.text.match(/<h1/g)).toHaveLength(1);
    expect(res.headers["cache-control"]).toBe("no-cache");
    // The old default title is replaced, not duplicated.
    expect(res.text.match(/<title>/g)).toHaveLength(1);

    const home = await t.request().get("/").expect(200);
    expect(home.text).toContain("<title>Born To Win</title>");
    expect(between(home.text, "page-shell")).toContain(
      '<h1 class="home-hero__title">Bridging potential</h1>',
    );
    expect(between(home.text, "page-shell")).toContain(
      '<p class="home-hero__lead">Scholarships &amp; jobs.</p>',
    );
  });

  it("titles a blog post from the database, escaping what editors typed", async () => {
    const blog = await makeBlog(t.db, {
      title: `Pitch day <script>alert("x")</script> & more`,
      description: "Fifteen startups.",
    });
    const res = await t.request().get(`/blogs/${blog.id}`).expect(200);
    const head = between(res.text, "page-meta");
    expect(head).toContain(
      "<title>Pitch day &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more | Born To Win</title>",
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(res.text).not.toContain('<script>alert("x")</script>');
    expect(between(res.text, "page-shell")).toContain(
      '<h1 class="page-hero__title">Pitch day &lt;script&gt;',
    );
    await t.request().get("/blogs/999999999").expect(404);
  });

  it("puts schema.org JobPosting data on an approved, open job's page, and 404s the others", async () => {
    const job = await makeJob(t.db, {
      JobTitle: "Data Analyst </script><b>",
      Type: "Part-time",
      company: "Ethio Data",
    });
    const res = await t.request().get(`/resource/job-opportunities/${job.id}`).expect(200);
    const [posting] = jsonLdOf(res.text);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Data Analyst </script><b>",
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization", name: "Ethio Data" },
      url: `${ORIGIN}/resource/job-opportunities/${job.id}`,
      validThrough: job.deadline!.toISOString(),
      datePosted: job.createdAt.toISOString(),
      jobLocation: { address: { addressLocality: "Addis Ababa, Ethiopia", addressCountry: "ET" } },
    });
    // The title cannot close the data block early.
    expect(res.text).not.toContain("</script><b>");

    const pending = await makeJob(t.db, { status: "pending" });
    await t.request().get(`/resource/job-opportunities/${pending.id}`).expect(404);
    const expired = await makeJob(t.db, { deadline: new Date(Date.now() - 86_400_000) });
    await t.request().get(`/resource/job-opportunities/${expired.id}`).expect(404);
    // Ids past PostgreSQL's integer, and rows holding dates JavaScript cannot read, are 404s too.
    await t.request().get("/resource/job-opportunities/9999999999").expect(404);
    const unreadable = await makeJob(t.db, { deadline: new Date(8.64e15) });
    await t.request().get(`/resource/job-opportunities/${unreadable.id}`).expect(404);
  });

  it("gives other opportunities their page without job data", async () => {
    const scholarship = await makeScholarship(t.db, { title: "Chevening Scholarship 2027" });
    const res = await t.request().get(`/resource/scholarships/${scholarship.id}`).expect(200);
    expect(res.text).toContain("<title>Chevening Scholarship 2027 | Born To Win</title>");
    expect(jsonLdOf(res.text)).toEqual([]);
  });

  it("answers unknown paths with 404 and a noindex not-found page the app can still draw", async () => {
    const res = await t.request().get("/no/such/page").expect(404).expect("Content-Type", /html/);
    expect(res.text).toContain("<title>Page not found | Born To Win</title>");
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('src="/assets/index-abc123.js"');
    await t.request().get("/resource/job-opportunities/abc").expect(404);
  });

  it("serves the app's private screens without letting them be indexed", async () => {
    const res = await t.request().get("/admin/scholarships").expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    await t.request().get("/sign-in").expect(200);
  });

  it("moves /about/ to /about, and never off the site", async () => {
    await t.request().get("/about/?x=1").expect(301).expect("Location", "/about?x=1");
    await t.request().get("//evil.example/").expect(301).expect("Location", "/evil.example");
  });

  it("serves hashed assets for a year", async () => {
    const res = await t.request().get("/assets/index-abc123.js").expect(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    await t.request().get("/assets/missing.js").expect(404);
  });

  it("lists every public page, blog post and approved open opportunity in /sitemap.xml", async () => {
    const blog = await makeBlog(t.db);
    const job = await makeJob(t.db);
    const scholarship = await makeScholarship(t.db);
    const pending = await makeJob(t.db, { status: "pending" });
    const expired = await makeScholarship(t.db, { deadline: new Date(Date.now() - 86_400_000) });
    const res = await t.request().get("/sitemap.xml").expect(200).expect("Content-Type", /xml/);
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/resource/scholarships`, `${ORIGIN}/about`]),
    );
    expect(locs).toContain(`${ORIGIN}/blogs/${blog.id}`);
    expect(locs).toContain(`${ORIGIN}/resource/job-opportunities/${job.id}`);
    expect(locs).toContain(`${ORIGIN}/resource/scholarships/${scholarship.id}`);
    expect(locs).not.toContain(`${ORIGIN}/resource/job-opportunities/${pending.id}`);
    expect(locs).not.toContain(`${ORIGIN}/resource/scholarships/${expired.id}`);
    expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("points robots at the sitemap and away from the API and private screens", async () => {
    const res = await t
      .request()
      .get("/robots.txt")
      .expect(200)
      .expect("Content-Type", /text\/plain/);
    expect(res.text).toContain("User-agent: *");
    expect(res.text).toContain("Disallow: /born-to-win-api/");
    expect(res.text).toContain("Disallow: /admin");
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("the site before the web app is built", () => {
  const t = siteUnderTest(false);
  it("says so instead of failing", async () => {
    const res = await t.request().get("/").expect(503);
    expect(res.text).toContain("pnpm build");
  });
});
