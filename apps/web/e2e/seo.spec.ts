// What link previews and search engines get without running JavaScript: per-page tags in the HTML,
// JobPosting data on job pages, /sitemap.xml and /robots.txt.
import { expect, test } from "@playwright/test";
import { API } from "./support.ts";

test("each page's HTML carries its own title, description, canonical and sharing tags", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/resource/scholarships")).text();
  expect(html).toContain("<title>Scholarships | Born To Win</title>");
  expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/resource/scholarships" />`);
  expect(html).toContain('<meta property="og:title" content="Scholarships | Born To Win" />');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-banner.png" />`);
  expect((await request.get("/og-banner.png")).headers()["content-type"]).toBe("image/png");
});

test("a job's page carries schema.org JobPosting data in its HTML", async ({ request }) => {
  const job = (await (await request.get(`${API}/paginate-jobs?limit=1`)).json()).jobs[0];
  const html = await (await request.get(`/resource/job-opportunities/${job.id}`)).text();
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(block).not.toBeNull();
  expect(JSON.parse(block![1]!)).toMatchObject({
    "@type": "JobPosting",
    title: job.JobTitle,
    datePosted: job.createdAt,
  });
});

test("the sitemap lists the public pages and the approved items; robots points at it", async ({
  request,
  baseURL,
}) => {
  // An index of one file per list and language: the English files hold these addresses.
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)]
    .map((match) => match[1] as string)
    .filter((file) => file.endsWith("-en.xml"));
  expect(files.length).toBeGreaterThan(2);
  const xml = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
  // Items there since the start (the first public ones, seeded before any test ran): a built file
  // is kept for five minutes, so one another test published a moment ago may not be in it yet.
  const first = (items: Array<{ id: number }>) => items.reduce((a, b) => (b.id < a.id ? b : a));
  const blog = first((await (await request.get(`${API}/blogs?limit=100`)).json()).News);
  const scholarship = first(
    (await (await request.get(`${API}/paginate-scholarship?limit=100`)).json()).scholarships,
  );
  for (const path of [
    "/",
    "/resource/job-opportunities",
    "/faqs",
    `/blogs/${blog.id}`,
    `/resource/scholarships/${scholarship.id}`,
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
