import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PRERENDER_MODULE, SHELL_REQUEST_HEADER, type SiteMeta } from "@btw/contracts";
import { makeBlog, makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { OPPORTUNITY_PAGE_TEXTS } from "../../test/opportunity-page-texts.ts";
import { createApp } from "../app.ts";
import { jobKind } from "../jobs/jobs.service.ts";
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
      path: "/resource/duolingo",
      title: "Duolingo",
      description: "Duolingo guides.",
      changefreq: "weekly",
      priority: 0.5,
      hero: { variant: "page", title: "Duolingo" },
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
  ...OPPORTUNITY_PAGE_TEXTS,
};

/** The same pages in another language: every text marked with the language, so a test sees which it got. */
function translated(meta: SiteMeta, mark: string): SiteMeta {
  const text = <T extends { title: string; description: string }>(page: T): T => ({
    ...page,
    title: `${mark} ${page.title}`,
    description: `${mark} ${page.description}`,
  });
  return {
    ...meta,
    defaults: text(meta.defaults),
    pages: meta.pages.map((page) => ({
      ...text(page),
      hero: { ...page.hero, title: `${mark} ${page.hero.title}` },
    })),
    notFound: text(meta.notFound),
    blogPost: text(meta.blogPost),
    opportunityPost: text(meta.opportunityPost),
  };
}
const META_AM = translated(META, "ገጽ");
const META_OM = translated(META, "Fuula");

function siteUnderTest(built = true) {
  const t = createTestContext({ PUBLIC_URL: ORIGIN });
  const dist = join(t.scratch, "web-dist");
  if (built) {
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), TEMPLATE);
    writeFileSync(join(dist, "site-meta.json"), JSON.stringify({ en: META, am: META_AM, om: META_OM }));
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
    // The page's band is drawn before the app loads, with the same classes, colour (the site's
    // part the page is in) and texts as the app's.
    const shell = between(res.text, "page-shell");
    expect(shell).toContain('<header class="page-hero page-hero--md" data-section="opportunities">');
    expect(shell).toContain('<p class="eyebrow page-hero__eyebrow">Special offers</p>');
    expect(shell).toContain('<h1 class="page-hero__title">Scholarships</h1>');
    expect(shell).toContain('<div class="page-hero__lead"><p>Funded study.</p></div>');
    expect(res.text.match(/<h1/g)).toHaveLength(1);
    // Not drawn here (no renderer in this build): the browser draws it, and nothing keeps this copy.
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

  it("shares an item's own picture, saying what it shows, and the site's banner elsewhere", async () => {
    const photo = "/uploads/scholarships/campus.webp";
    const item = await makeScholarship(t.db, { title: "Campus award", photo1: photo });
    const head = between(
      (await t.request().get(`/resource/scholarships/${item.id}`).expect(200)).text,
      "page-meta",
    );
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}${photo}" />`);
    expect(head).toContain('<meta property="og:image:alt" content="Campus award" />');
    const about = between((await t.request().get("/about").expect(200)).text, "page-meta");
    expect(about).toContain(`<meta property="og:image" content="${ORIGIN}/og-banner.png" />`);
    expect(about).toContain('<meta property="og:image:alt" content="Born To Win" />');
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

  it("titles an item's page in the page's language where a version exists, else as written", async () => {
    const blog = await makeBlog(t.db, {
      title: "Pitch day",
      description: "Fifteen startups.",
      translations: { am: { title: "የሐሳብ ማቅረቢያ ቀን", description: "አሥራ አምስት ጀማሪዎች።" } },
    });
    const amharic = between((await t.request().get(`/am/blogs/${blog.id}`).expect(200)).text, "page-meta");
    expect(amharic).toContain("<title>የሐሳብ ማቅረቢያ ቀን | Born To Win</title>");
    expect(amharic).toContain('<meta name="description" content="አሥራ አምስት ጀማሪዎች።" />');
    const oromo = between((await t.request().get(`/om/blogs/${blog.id}`).expect(200)).text, "page-meta");
    expect(oromo).toContain("<title>Pitch day | Born To Win</title>");
    const job = await makeJob(t.db, {
      JobTitle: "Cook",
      translations: { om: { JobTitle: "Nyaata qopheessaa" } },
    });
    const jobHead = between(
      (await t.request().get(`/om/resource/job-opportunities/${job.id}`).expect(200)).text,
      "page-meta",
    );
    expect(jobHead).toContain("Nyaata qopheessaa");
    expect(jobHead).not.toContain("<title>Cook");
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
      validThrough: `${job.deadline!.toISOString().slice(0, 10)}T23:59:59Z`,
      datePosted: job.createdAt.toISOString(),
      jobLocation: { address: { addressLocality: "Addis Ababa, Ethiopia", addressCountry: "ET" } },
    });
    // The title cannot close the data block early.
    expect(res.text).not.toContain("</script><b>");
    // The band names the type in the address's language; the job data keeps the stored value.
    expect(between(res.text, "page-shell")).toContain('<p class="eyebrow page-hero__eyebrow">Part-time</p>');
    const amharic = await t.request().get(`/am/resource/job-opportunities/${job.id}`).expect(200);
    expect(between(amharic.text, "page-shell")).toContain(
      '<p class="eyebrow page-hero__eyebrow">የትርፍ ሰዓት</p>',
    );
    expect(jsonLdOf(amharic.text)[0]).toMatchObject({ employmentType: "PART_TIME" });

    const pending = await makeJob(t.db, { status: "pending" });
    await t.request().get(`/resource/job-opportunities/${pending.id}`).expect(404);
    // A closed job keeps its page (the app says "Closed"), kept out of search engines, without job data.
    const expired = await makeJob(t.db, {
      JobTitle: "Closed clerk post",
      deadline: new Date(Date.now() - 86_400_000),
    });
    const closed = await t.request().get(`/resource/job-opportunities/${expired.id}`).expect(200);
    expect(closed.text).toContain("Closed clerk post");
    expect(closed.text).toContain('<meta name="robots" content="noindex" />');
    expect(closed.text).not.toContain("JobPosting");
    // Its deadline day is not over yet: open, as the lists and the app say, with its job data.
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const lastDay = await makeJob(t.db, { JobTitle: "Last day clerk post", deadline: today });
    const open = await t.request().get(`/resource/job-opportunities/${lastDay.id}`).expect(200);
    expect(open.text).not.toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdOf(open.text)[0]).toMatchObject({
      "@type": "JobPosting",
      title: "Last day clerk post",
      validThrough: `${today.toISOString().slice(0, 10)}T23:59:59Z`,
    });
    // Ids past PostgreSQL's integer, and rows holding dates JavaScript cannot read, are 404s too.
    await t.request().get("/resource/job-opportunities/9999999999").expect(404);
    const unreadable = await makeJob(t.db, { deadline: new Date(8.64e15) });
    await t.request().get(`/resource/job-opportunities/${unreadable.id}`).expect(404);
  });

  it("describes each kind once per page, with the page's own address in its language", async () => {
    const home = jsonLdOf((await t.request().get("/am").expect(200)).text);
    expect(home.map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);
    expect(home[1]).toMatchObject({ url: `${ORIGIN}/am`, inLanguage: "am" });
    const internship = await makeInternship(t.db, {
      company: ["Ethio Telecom"],
      internshipCategory: "Remote",
    });
    const [posting, ...more] = jsonLdOf(
      (await t.request().get(`/om/resource/internships/${internship.id}`).expect(200)).text,
    );
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      employmentType: "INTERN",
      hiringOrganization: { name: "Ethio Telecom" },
      jobLocationType: "TELECOMMUTE",
      url: `${ORIGIN}/om/resource/internships/${internship.id}`,
    });
    const training = await makeTraining(t.db, { Title: "Data skills bootcamp" });
    expect(jsonLdOf((await t.request().get(`/resource/training/${training.id}`).expect(200)).text)).toEqual([
      expect.objectContaining({ "@type": "Course", name: "Data skills bootcamp" }),
    ]);
    const blog = await makeBlog(t.db, { title: "Pitch day" });
    expect(jsonLdOf((await t.request().get(`/blogs/${blog.id}`).expect(200)).text)).toEqual([
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: "Pitch day",
        url: `${ORIGIN}/blogs/${blog.id}`,
      }),
    ]);
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

  it("sends a form posted to a page (before the page's scripts ran) back to the page, taking nothing from it", async () => {
    const message = `Posted to the page ${Date.now()}`;
    await t
      .request()
      .post("/am/contact?x=1")
      .type("form")
      .send({ phone: "0911234567", message })
      .expect(303)
      .expect("Location", "/am/contact");
    await t
      .request()
      .post("//evil.example/")
      .type("form")
      .send({ a: "b" })
      .expect(303)
      .expect("Location", "/evil.example/");
    expect(await t.db.feedback.count({ where: { message } })).toBe(0);
  });

  it("moves a fixed page spelt in another case to its address: /resource/video-pdf to the spec's /resource/video-PDF", async () => {
    await t.request().get("/resource/video-pdf").expect(301).expect("Location", "/resource/video-PDF");
    await t
      .request()
      .get("/am/resource/video-pdf?page=2")
      .expect(301)
      .expect("Location", "/am/resource/video-PDF?page=2");
    await t.request().get("/About").expect(301).expect("Location", "/about");
  });

  it("serves hashed assets for a year", async () => {
    const res = await t.request().get("/assets/index-abc123.js").expect(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    await t.request().get("/assets/missing.js").expect(404);
  });

  it("has index.html itself revalidated every time, like every page", async () => {
    const res = await t.request().get("/index.html").expect(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends /am and /om pages in their language: html lang, texts, sharing tags, canonical and hreflang", async () => {
    const res = await t.request().get("/am/resource/scholarships?field=Law").expect(200);
    expect(res.text).toContain('<html lang="am">');
    const head = between(res.text, "page-meta");
    expect(head).toContain("<title>ገጽ Scholarships | Born To Win</title>");
    expect(head).toContain('<meta name="description" content="ገጽ Scholarship list." />');
    expect(head).toContain('<meta property="og:title" content="ገጽ Scholarships | Born To Win" />');
    expect(head).toContain('<meta property="og:description" content="ገጽ Scholarship list." />');
    expect(head).toContain('<meta name="twitter:title" content="ገጽ Scholarships | Born To Win" />');
    expect(head).toContain('<meta property="og:locale" content="am_ET" />');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/am/resource/scholarships" />`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/am/resource/scholarships" />`);
    for (const [hreflang, path] of [
      ["en", "/resource/scholarships"],
      ["am", "/am/resource/scholarships"],
      ["om", "/om/resource/scholarships"],
      ["x-default", "/resource/scholarships"],
    ]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}" />`);
    }
    expect(between(res.text, "page-shell")).toContain('<h1 class="page-hero__title">ገጽ Scholarships</h1>');

    const home = await t.request().get("/om").expect(200);
    expect(home.text).toContain('<html lang="om">');
    expect(home.text).toContain(`<link rel="canonical" href="${ORIGIN}/om" />`);
    expect(between(home.text, "page-shell")).toContain(
      '<h1 class="home-hero__title">Fuula Bridging potential</h1>',
    );

    const english = await t.request().get("/about").expect(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<meta property="og:locale" content="en_US" />');
    expect(english.text).toContain(`<link rel="alternate" hreflang="am" href="${ORIGIN}/am/about" />`);
  });

  it("draws a language's not-found page for unknown addresses under its prefix, and serves its private screens", async () => {
    const res = await t.request().get("/am/no-such-page").expect(404);
    expect(res.text).toContain('<html lang="am">');
    expect(res.text).toContain("<title>ገጽ Page not found | Born To Win</title>");
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain('hreflang="');
    const blog = await makeBlog(t.db, { title: "Pitch day" });
    const post = await t.request().get(`/om/blogs/${blog.id}`).expect(200);
    expect(post.text).toContain(`<link rel="canonical" href="${ORIGIN}/om/blogs/${blog.id}" />`);
    expect(between(post.text, "page-shell")).toContain(
      '<p class="eyebrow page-hero__eyebrow">Fuula Blogs</p>',
    );
    const signIn = await t.request().get("/om/sign-in").expect(200);
    expect(signIn.text).toContain('<meta name="robots" content="noindex" />');
    await t.request().get("/am/").expect(301).expect("Location", "/am");
    // Only a whole path segment names a language.
    await t.request().get("/amharic").expect(404);
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
    expect(res.text).toContain("Disallow: /am/admin");
    expect(res.text).toContain("Disallow: /om/sign-in");
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("an item's page drawn on the server", () => {
  const t = siteUnderTest();
  // A renderer that draws a job's page from the in-process data source, as the web build's loaders read it.
  const dist = join(t.scratch, "web-dist");
  writeFileSync(
    join(dist, "index.html"),
    `<html lang="en"><head><!--page-meta:start--><!--page-meta:end-->
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-x.js">
<style>.site{}</style></head><body><!--app-root:start--><!--app-root:end--></body></html>`,
  );
  const renderer = join(dist, PRERENDER_MODULE);
  mkdirSync(dirname(renderer));
  writeFileSync(join(dirname(renderer), "package.json"), '{ "type": "module" }');
  writeFileSync(
    renderer,
    `let source;
export const setServerDataSource = (given) => { source = given; };
export async function renderPage({ url, language }) {
  const { job } = await source.get("/jobs/" + new URL(url).pathname.split("/").pop(), { lang: language });
  return { kind: "page", status: 200, html: "<h1>" + job.JobTitle + "</h1>", state: {}, modules: ["/src/job-page.tsx"] };
}
export const pageModules = async ({ url }) => (new URL(url).pathname.endsWith("/sign-in") ? ["/src/sign-in-page.tsx"] : []);`,
  );
  // The web build's manifests: the job page's chunk imports one more beside the entry's.
  mkdirSync(join(dist, ".vite"));
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", imports: ["_framework-x.js"] },
      "_framework-x.js": { file: "assets/framework-x.js" },
      "src/job-page.tsx": { file: "assets/job-page-y.js", imports: ["_framework-x.js", "_apply-z.js"] },
      "_apply-z.js": { file: "assets/apply-z.js" },
      "src/sign-in-page.tsx": { file: "assets/sign-in-page-s.js", imports: ["_framework-x.js"] },
    }),
  );
  writeFileSync(
    join(dist, ".vite", "ssr-manifest.json"),
    JSON.stringify({
      "src/job-page.tsx": ["/assets/job-page-y.js"],
      "src/sign-in-page.tsx": ["/assets/sign-in-page-s.js"],
    }),
  );

  it("reads the item once for its texts and its drawing, and each page its own, however many are drawn at once", async () => {
    const jobs = await Promise.all(
      ["Baker", "Nurse", "Driver", "Tailor", "Welder"].map((JobTitle) => makeJob(t.db, { JobTitle })),
    );
    const reads = vi.spyOn(jobKind, "model");
    const pages = await Promise.all(
      jobs.map((job) => t.request().get(`/resource/job-opportunities/${job.id}`).expect(200)),
    );
    for (const [index, job] of jobs.entries()) {
      expect(pages[index]!.text).toContain(`<title>${job.JobTitle} | Born To Win</title>`);
      expect(pages[index]!.text).toContain(`<div id="root"><h1>${job.JobTitle}</h1></div>`);
    }
    expect(reads).toHaveBeenCalledTimes(jobs.length);
    reads.mockRestore();
  });

  it("names the page's own scripts after the entry's, before the inlined styles, for the browser to fetch beside them", async () => {
    const job = await makeJob(t.db, { JobTitle: "Baker" });
    const { text } = await t.request().get(`/am/resource/job-opportunities/${job.id}`).expect(200);
    const head = text.slice(0, text.indexOf("<style>"));
    const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(preloaded).toEqual(["/assets/framework-x.js", "/assets/job-page-y.js", "/assets/apply-z.js"]);
  });

  it("names a private screen's scripts too, though the browser draws it, and none in the offline shell", async () => {
    const preloadsOf = (text: string) =>
      [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const signIn = await t.request().get("/am/sign-in").expect(200);
    expect(signIn.headers["cache-control"]).toContain("no-store");
    expect(preloadsOf(signIn.text)).toEqual(["/assets/framework-x.js", "/assets/sign-in-page-s.js"]);
    // The service worker's shell stands in for any page: bare, in its language, naming no page's scripts.
    const shell = await t.request().get("/am").set(SHELL_REQUEST_HEADER, "1").expect(200);
    expect(shell.text).toContain('<html lang="am"');
    expect(shell.text).not.toContain("<h1>");
    expect(preloadsOf(shell.text)).toEqual(["/assets/framework-x.js"]);
  });

  it("reads the manifests again when a build replaces them, and sends whole pages while one is half written", async () => {
    const job = await makeJob(t.db, { JobTitle: "Baker" });
    const pageScriptsOf = async () => {
      const { text } = await t.request().get(`/resource/job-opportunities/${job.id}`).expect(200);
      return [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    const modules = join(dist, ".vite", "ssr-manifest.json");
    const built = readFileSync(modules, "utf8");
    try {
      writeFileSync(modules, "{");
      expect(await pageScriptsOf()).toEqual(["/assets/framework-x.js"]);
      writeFileSync(modules, JSON.stringify({ "src/job-page.tsx": ["/assets/apply-z.js"] }));
      expect(await pageScriptsOf()).toEqual(["/assets/framework-x.js", "/assets/apply-z.js"]);
    } finally {
      writeFileSync(modules, built);
    }
  });
});

describe("the site before the web app is built", () => {
  const t = siteUnderTest(false);
  it("says so instead of failing", async () => {
    const res = await t.request().get("/").expect(503);
    expect(res.text).toContain("pnpm build");
  });
});
