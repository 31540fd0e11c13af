// Two app instances on one database: a write through one clears the other's page indexes at once,
// long before they would age out (LIST_CACHE_SECONDS is an hour here).
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship, uniqueSuffix } from "@btw/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { forgetKindIndexes } from "./opportunity-page-index.ts";
import { listenForKindWrites, type PageIndexListener } from "./page-index-channel.ts";

const paginate = `${API_PREFIX}${apiPaths.paginateScholarships}`;

describe("page indexes across instances", () => {
  const writer = createTestContext({ LIST_CACHE_SECONDS: "3600" });
  const reader = createTestContext({ LIST_CACHE_SECONDS: "3600" });
  let listener: PageIndexListener;
  let editor: Awaited<ReturnType<typeof writer.signIn>>;

  beforeAll(async () => {
    editor = await writer.signIn("editor");
    // What the server's start does for each instance.
    listener = listenForKindWrites(
      reader.ctx.env.DATABASE_URL!,
      (entity) => forgetKindIndexes(reader.db, entity),
      reader.ctx.logger,
    );
  });
  afterAll(() => listener.close());

  it("shows another instance's write without waiting for the index to age", async () => {
    const token = `chan${uniqueSuffix()}z`;
    for (let i = 0; i < 2; i++) await makeScholarship(reader.db, { title: `Shared ${token} ${i}` });
    const count = async () =>
      (await reader.request().get(paginate).query({ q: token }).expect(200)).body.count as number;
    await expect.poll(count, { timeout: 5000, interval: 100 }).toBe(2);

    // Behind both apps' backs: the reader's index stands (an hour would pass before a rebuild).
    await makeScholarship(reader.db, { title: `Shared ${token} 2` });
    expect(await count()).toBe(2);

    // Through the writer: its announcement reaches the reader, whose next index counts both new rows.
    await writer
      .request()
      .post(`${API_PREFIX}${apiPaths.scholarships}`)
      .set(editor.auth)
      .send({
        title: `Shared ${token} 3`,
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        fieldsOfStudy: ["Engineering"],
        eligibilityCountries: [],
        URL: "https://scholarships.example.org/shared",
      })
      .expect(201);
    await expect.poll(count, { timeout: 5000, interval: 100 }).toBe(4);
  });
});
