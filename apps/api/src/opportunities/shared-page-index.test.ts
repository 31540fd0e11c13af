// With REDIS_URL: two app instances on one database and one Redis share their page indexes, and a
// write through one shows in the other's lists at once (Redis pub/sub instead of LISTEN/NOTIFY).

import { setTimeout as sleep } from "node:timers/promises";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship, uniqueSuffix } from "@btw/db/seed";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { forgetKindIndexes } from "./opportunity-page-index.ts";
import type { PageIndexListener } from "./page-index-channel.ts";
import { sharedPageIndexFor, sharedPageIndexNames } from "./shared-page-index.ts";

const paginate = `${API_PREFIX}${apiPaths.paginateScholarships}`;
// CI (.ci/run) names the Redis server on 127.0.0.1:6379 when one answers.
const REDIS_URL = inject("redisTestUrl");

describe.skipIf(!REDIS_URL)("page indexes shared through Redis (REDIS_URL)", () => {
  const settings = { LIST_CACHE_SECONDS: "3600", REDIS_URL };
  const writer = createTestContext(settings);
  const reader = createTestContext(settings);
  let listener: PageIndexListener;
  let editor: Awaited<ReturnType<typeof writer.signIn>>;
  const redis = new Redis(REDIS_URL);
  // This run's database: keys of other databases (earlier runs, other deployments) are never read.
  const names = sharedPageIndexNames(writer.ctx.env.DATABASE_URL);

  beforeAll(async () => {
    editor = await writer.signIn("editor");
    // What the server's start does for each instance with REDIS_URL.
    const shared = sharedPageIndexFor(reader.db);
    expect(shared).toBeDefined();
    let subscribed = false;
    listener = shared!.listen((entity) => {
      if (entity === "*") subscribed = true;
      forgetKindIndexes(reader.db, entity);
    });
    for (let waited = 0; !subscribed && waited < 10_000; waited += 50) await sleep(50);
    expect(subscribed).toBe(true);
  });
  afterAll(async () => {
    await listener.close();
    redis.disconnect();
  });

  const field = "Human Rights Law";
  const count = async (app: typeof reader) =>
    (await app.request().get(paginate).query({ fieldOfStudy: field, sort: "deadline" }).expect(200)).body
      .count as number;

  it("builds an index once for every instance, and a write through one shows in the other within a second", async () => {
    const token = `redis${uniqueSuffix()}z`;
    const fields = { fieldsOfStudy: [field] };
    const before = await count(writer);
    // The writer's index is in Redis now, under the kind's current generation.
    const keys = await redis.keys(`${names.prefix}:scholarship:*`);
    expect(keys.length).toBeGreaterThan(0);

    // A row behind both apps' backs: the reader takes the writer's stored index, so it does not see it.
    await makeScholarship(reader.db, { title: `Redis ${token} 1`, ...fields });
    expect(await count(reader)).toBe(before);

    // Through the writer's API: the generation moves on and the reader is told at once.
    const generation = Number((await redis.get(`${names.prefix}:gen:scholarship`)) ?? 0);
    await writer
      .request()
      .post(`${API_PREFIX}${apiPaths.scholarships}`)
      .set(editor.auth)
      .send({
        title: `Redis ${token} 2`,
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        fieldsOfStudy: [field],
        eligibilityCountries: [],
        URL: "https://scholarships.example.org/redis",
      })
      .expect(201);
    expect(Number(await redis.get(`${names.prefix}:gen:scholarship`))).toBeGreaterThan(generation);
    const started = Date.now();
    await expect
      .poll(() => count(reader), { timeout: 1000, interval: 50 })
      .toBeGreaterThanOrEqual(before + 2);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
