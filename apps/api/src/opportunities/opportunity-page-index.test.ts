// The page-index cache: its own writes show at once, rows written behind its back within
// LIST_CACHE_SECONDS, and the same answers as the uncached count-and-OFFSET path.
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship, uniqueSuffix } from "@btw/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const paginate = `${API_PREFIX}${apiPaths.paginateScholarships}`;
const future = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

describe("paginated lists with the page-index cache", () => {
  const t = createTestContext({ LIST_CACHE_SECONDS: "1" });
  let editor: Awaited<ReturnType<typeof t.signIn>>;
  beforeAll(async () => {
    editor = await t.signIn("editor");
  });

  // A filtered list (searches are not page-indexed); other test files may add rows of this field of
  // study too, so counts are compared with the first one.
  const field = "Public Health";
  const fields = { fieldsOfStudy: [field] };

  it("shows its own writes at once and other writers' rows once the index is rebuilt", async () => {
    const token = `idx${uniqueSuffix()}z`;
    const count = async () =>
      (await t.request().get(paginate).query({ fieldOfStudy: field }).expect(200)).body.count as number;
    const before = await count();

    // Written behind the app's back: the cached count stands until the index is older than 1 s.
    await makeScholarship(t.db, { title: `Cached ${token} 3`, deadline: future(20), ...fields });
    expect(await count()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The first request after that answers from the old index while a rebuild runs.
    await count();
    await expect.poll(count, { timeout: 5000, interval: 100 }).toBeGreaterThanOrEqual(before + 1);
    const rebuilt = await count();

    // Written through the app: its lists are forgotten at once.
    await t
      .request()
      .post(`${API_PREFIX}${apiPaths.scholarships}`)
      .set(editor.auth)
      .send({
        title: `Cached ${token} 4`,
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        fieldsOfStudy: [field],
        eligibilityCountries: [],
        URL: "https://scholarships.example.org/cached",
      })
      .expect(201);
    expect(await count()).toBeGreaterThanOrEqual(rebuilt + 1);
  });

  it("answers concurrent first requests of one list consistently", async () => {
    const token = `idx${uniqueSuffix()}z`;
    for (let i = 0; i < 40; i++)
      await makeScholarship(t.db, {
        title: `Burst ${token} ${i}`,
        deadline: future(5 + i),
        fieldsOfStudy: ["Data Science"],
      });
    // One list no request has built an index for yet (this process's first "Data Science" by deadline).
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((page) =>
        t.request().get(paginate).query({ fieldOfStudy: "Data Science", page, limit: 6, sort: "deadline" }),
      ),
    );
    const ids = pages.flatMap((res) => res.body.scholarships.map((s: { id: number }) => s.id));
    const count = pages[0]!.body.count as number;
    expect(count).toBeGreaterThanOrEqual(40);
    expect(new Set(ids).size).toBe(Math.min(42, count));
    expect(pages.every((res) => res.body.count === count)).toBe(true);
  });
});
