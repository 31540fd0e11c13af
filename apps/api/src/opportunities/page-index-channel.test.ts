// Two app instances on one database: a write through one clears the other's page indexes at once,
// long before they would age out (LIST_CACHE_SECONDS is an hour here).

import { setTimeout as sleep } from "node:timers/promises";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship, uniqueSuffix } from "@btw/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { forgetKindIndexes } from "./opportunity-page-index.ts";
import { ALL_KINDS, listenForKindWrites, type PageIndexListener } from "./page-index-channel.ts";

const paginate = `${API_PREFIX}${apiPaths.paginateScholarships}`;

describe("page indexes across instances", () => {
  const writer = createTestContext({ LIST_CACHE_SECONDS: "3600" });
  const reader = createTestContext({ LIST_CACHE_SECONDS: "3600" });
  let listener: PageIndexListener;
  let editor: Awaited<ReturnType<typeof writer.signIn>>;

  beforeAll(async () => {
    editor = await writer.signIn("editor");
    // What the server's start does for each instance.
    let listening = false;
    listener = listenForKindWrites(
      reader.ctx.env.DATABASE_URL!,
      (entity) => {
        // ALL_KINDS comes first, once the listener is connected.
        if (entity === ALL_KINDS) listening = true;
        forgetKindIndexes(reader.db, entity);
      },
      reader.ctx.logger,
    );
    for (let waited = 0; !listening && waited < 10_000; waited += 50) await sleep(50);
  });
  afterAll(() => listener.close());

  it("shows another instance's write without waiting for the index to age", async () => {
    const token = `chan${uniqueSuffix()}z`;
    // A filtered list (searches are never cached): counts are compared with the first one, since
    // other test files may add rows of this field of study too.
    const field = "Cybersecurity";
    const fields = { fieldsOfStudy: [field] };
    const count = async () =>
      (await reader.request().get(paginate).query({ fieldOfStudy: field }).expect(200)).body.count as number;
    const before = await count();

    // Behind both apps' backs: the reader's index stands (an hour would pass before a rebuild).
    await makeScholarship(reader.db, { title: `Shared ${token} 2`, ...fields });
    expect(await count()).toBe(before);

    // Through the writer: its announcement reaches the reader, whose next index counts both new rows.
    await writer
      .request()
      .post(`${API_PREFIX}${apiPaths.scholarships}`)
      .set(editor.auth)
      .send({
        title: `Shared ${token} 3`,
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        fieldsOfStudy: [field],
        eligibilityCountries: [],
        URL: "https://scholarships.example.org/shared",
      })
      .expect(201);
    await expect.poll(count, { timeout: 5000, interval: 100 }).toBeGreaterThanOrEqual(before + 2);
  });
});
