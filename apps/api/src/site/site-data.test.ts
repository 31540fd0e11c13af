import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { apiRoutes } from "../routes/index.ts";
import { siteDataSource } from "./site-data.ts";

const t = createTestContext();
const source = siteDataSource(t.ctx, apiRoutes);

describe("the site's in-process data source", () => {
  it("answers a page's GET as the API answers it over HTTP, with the same validation", async () => {
    const item = await makeScholarship(t.db, { title: "In-process award" });
    const query = { page: 1, limit: 5 };
    const inProcess = await source.get(apiPaths.paginateScholarships, query);
    const { body } = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.paginateScholarships}`)
      .query(query)
      .expect(200);
    expect(JSON.parse(JSON.stringify(inProcess))).toEqual(body);
    const one = await source.get<{ scholarship: { title: string } }>(`${apiPaths.scholarships}/${item.id}`);
    expect(one.scholarship.title).toBe("In-process award");
  });

  it("refuses with the status the API would answer: a missing item 404, a bad query 400", async () => {
    await expect(source.get(`${apiPaths.scholarships}/999999999`)).rejects.toMatchObject({ status: 404 });
    await expect(source.get(apiPaths.paginateScholarships, { page: "x" })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("reads only public JSON answers, as an anonymous reader", async () => {
    await expect(source.get("/users")).rejects.toMatchObject({ status: 404 });
  });
});
