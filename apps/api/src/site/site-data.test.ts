import { API_PREFIX, apiPaths, donationPaths } from "@btw/contracts";
import { makeBlog, makeJob, makeScholarship } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { apiRoutes } from "../routes/index.ts";
import { siteDataSource } from "./site-data.ts";

const t = createTestContext();
const source = siteDataSource(t.ctx, apiRoutes);

describe("the site's in-process data source", () => {
  it("answers a page's GET as the API answers it over HTTP, with the same validation", async () => {
    // A word of this test's own, so that rows other test files add meanwhile stay out of both reads.
    const word = `inprocess${Date.now().toString(36)}`;
    const item = await makeScholarship(t.db, { title: `In-process award ${word}` });
    const query = { page: 1, limit: 5, q: word };
    const inProcess = await source.get(apiPaths.paginateScholarships, query);
    const { body } = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.paginateScholarships}`)
      .query(query)
      .expect(200);
    expect(JSON.parse(JSON.stringify(inProcess))).toEqual(body);
    expect(body.scholarships).toHaveLength(1);
    const one = await source.get<{ scholarship: { title: string } }>(`${apiPaths.scholarships}/${item.id}`);
    expect(one.scholarship.title).toBe(`In-process award ${word}`);
  });

  it("reads content in the page's language (`lang`), the same answer the browser gets over HTTP", async () => {
    // A word of this test's own, so that rows other test files add meanwhile stay out of both reads.
    const word = `reading${Date.now().toString(36)}`;
    const item = await makeScholarship(t.db, {
      title: `Reading award ${word}`,
      experience: "Any degree",
      translations: { am: { title: "የንባብ ሽልማት" }, om: { title: "Badhaasa Dubbisuu" } },
    });
    const query = { page: 1, limit: 100, lang: "am", q: word };
    const inProcess = await source.get(apiPaths.paginateScholarships, query);
    const { body } = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.paginateScholarships}`)
      .query(query)
      .expect(200);
    expect(JSON.parse(JSON.stringify(inProcess))).toEqual(body);
    expect(body.scholarships).toHaveLength(1);
    type One = {
      scholarship: { title: string; experience: string; fieldLanguages?: Record<string, string> };
    };
    const inAmharic = await source.get<One>(`${apiPaths.scholarships}/${item.id}`, { lang: "am" });
    expect(inAmharic.scholarship.title).toBe("የንባብ ሽልማት");
    // A field with no Amharic version stays as written, and says which language it is in.
    expect(inAmharic.scholarship.experience).toBe("Any degree");
    expect(inAmharic.scholarship.fieldLanguages).toMatchObject({ title: "am", experience: "en" });
    const inOromo = await source.get<One>(`${apiPaths.scholarships}/${item.id}`, { lang: "om" });
    expect(inOromo.scholarship.title).toBe("Badhaasa Dubbisuu");
    const asStored = await source.get<One>(`${apiPaths.scholarships}/${item.id}`);
    expect(asStored.scholarship.title).toBe(`Reading award ${word}`);
  });

  it("reads posts and the home page's closing-soon titles in the page's language", async () => {
    const post = await makeBlog(t.db, {
      title: "Pitch day",
      translations: { am: { title: "የሐሳብ ማቅረቢያ ቀን" } },
    });
    const blog = await source.get<{ blog: { title: string } }>(`${apiPaths.blogs}/${post.id}`, {
      lang: "am",
    });
    expect(blog.blog.title).toBe("የሐሳብ ማቅረቢያ ቀን");
    const job = await makeJob(t.db, {
      JobTitle: "Closing cook",
      deadline: new Date(Date.now() + 86_400_000),
      translations: { om: { JobTitle: "Nyaata qopheessaa" } },
    });
    type Soon = { closingSoon: Array<{ id: number; kind: string; title: string }> };
    const soon = await source.get<Soon>(apiPaths.closingSoon, { limit: 24, kind: "jobs", lang: "om" });
    expect(soon.closingSoon.find((line) => line.id === job.id)?.title).toBe("Nyaata qopheessaa");
    const { body } = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.closingSoon}`)
      .query({ limit: 24, kind: "jobs", lang: "om" })
      .expect(200);
    expect(body).toEqual(soon);
    const english = await source.get<Soon>(apiPaths.closingSoon, { limit: 24, kind: "jobs", lang: "en" });
    expect(english.closingSoon.find((line) => line.id === job.id)?.title).toBe("Closing cook");
  });

  it("refuses with the status the API would answer: a missing item 404, a bad query 400", async () => {
    await expect(source.get(`${apiPaths.scholarships}/999999999`)).rejects.toMatchObject({ status: 404 });
    await expect(source.get(apiPaths.paginateScholarships, { page: "x" })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers in-process every public GET without parameters that answers over HTTP", async () => {
    const paths = apiRoutes.flatMap((route) =>
      route.read && !route.doc.path.includes(":") ? [route.doc.path] : [],
    );
    expect(paths).toContain(donationPaths.paymentsMode);
    for (const path of paths) {
      const overHttp = await t.request().get(`${API_PREFIX}${path}`);
      const inProcess = await source.get(path).then(
        () => 200,
        (error: { status?: number }) => error.status ?? error,
      );
      expect({ path, status: inProcess }).toEqual({ path, status: overHttp.status });
    }
  });

  it("reads only public JSON answers, as an anonymous reader", async () => {
    await expect(source.get("/users")).rejects.toMatchObject({ status: 404 });
  });
});
