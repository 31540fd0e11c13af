// /sitemap.xml as crawlers, caches and attackers fetch it: an index of one file per list and
// language, each file built once and kept, sent compressed with public caching headers, and a query
// string moved away rather than building anything again.
import { gunzipSync } from "node:zlib";
import { makeBlog, makeJob, makeScholarship } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { siteOverHttp } from "../../test/site-fixture.ts";
import { SITEMAP_LISTS, sitemapFilePath } from "./sitemap.ts";

const ORIGIN = "https://borntowin.example";
const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

describe("the sitemap", () => {
  const site = siteOverHttp({ PUBLIC_URL: ORIGIN });
  const xmlOf = async (path: string) => {
    const res = await site.rawGet(path, { "Accept-Encoding": "gzip" });
    expect(res.status, path).toBe(200);
    expect(res.headers["content-encoding"], path).toBe("gzip");
    return gunzipSync(res.body).toString();
  };

  it("is an index of one file per list and language, every file within the protocol's limits", async () => {
    const index = await xmlOf("/sitemap.xml");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index);
    expect(files).toHaveLength(SITEMAP_LISTS.length * 3);
    expect(files).toContain(`${ORIGIN}${sitemapFilePath("pages", "en")}`);
    expect(files).toContain(`${ORIGIN}${sitemapFilePath("jobs", "am")}`);
    expect(files).toContain(`${ORIGIN}${sitemapFilePath("blogs", "om")}`);
  });

  it("lists each list's public pages at their address in the file's language, naming the others", async () => {
    const blog = await makeBlog(site.db);
    const job = await makeJob(site.db);
    const scholarship = await makeScholarship(site.db);
    const pending = await makeJob(site.db, { status: "pending" });
    const expired = await makeScholarship(site.db, { deadline: new Date(Date.now() - 86_400_000) });
    const jobsAm = await xmlOf(sitemapFilePath("jobs", "am"));
    expect(jobsAm).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locsOf(jobsAm)).toContain(`${ORIGIN}/am/resource/job-opportunities/${job.id}`);
    expect(locsOf(jobsAm)).not.toContain(`${ORIGIN}/am/resource/job-opportunities/${pending.id}`);
    expect(jobsAm).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/resource/job-opportunities/${job.id}"/>`,
    );
    const scholarshipsEn = locsOf(await xmlOf(sitemapFilePath("scholarships", "en")));
    expect(scholarshipsEn).toContain(`${ORIGIN}/resource/scholarships/${scholarship.id}`);
    expect(scholarshipsEn).not.toContain(`${ORIGIN}/resource/scholarships/${expired.id}`);
    expect(locsOf(await xmlOf(sitemapFilePath("blogs", "om")))).toContain(`${ORIGIN}/om/blogs/${blog.id}`);
    const pages = locsOf(await xmlOf(sitemapFilePath("pages", "en")));
    expect(pages).toEqual([`${ORIGIN}/`, `${ORIGIN}/about`]);
    expect((await site.rawGet("/sitemaps/admin-en.xml")).status).toBe(404);
  });

  it("is built once and kept: shared through HTTP caching, 304 to a cache that has it", async () => {
    const path = sitemapFilePath("internships", "en");
    const first = await site.rawGet(path);
    expect(first.headers["cache-control"]).toBe(
      "public, max-age=300, s-maxage=300, stale-while-revalidate=300",
    );
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const etag = String(first.headers.etag);
    // A new listing does not rebuild a file kept for a few minutes.
    await makeJob(site.db);
    const again = await site.rawGet(path);
    expect(again.headers.etag).toBe(etag);
    expect(again.body.equals(first.body)).toBe(true);
    expect((await site.rawGet(path, { "If-None-Match": etag })).status).toBe(304);
  });

  it("moves a query string away instead of answering it as a new address", async () => {
    for (const path of ["/sitemap.xml?c=1", `${sitemapFilePath("jobs", "en")}?x=${Math.random()}`]) {
      const res = await site.rawGet(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(path.slice(0, path.indexOf("?")));
    }
  });
});
