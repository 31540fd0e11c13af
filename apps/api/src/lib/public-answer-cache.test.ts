import type { RequestListener } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeScholarship, uniqueSuffix } from "@btw/db/seed";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { isPublicList, keepForASecond, withPublicAnswerCache } from "./public-answer-cache.ts";

const paginate = `${API_PREFIX}${apiPaths.paginateScholarships}`;

describe("public list answers kept for a moment in front of the app", () => {
  // No page index: without the answer cache, every request would count in PostgreSQL.
  const t = createTestContext({ LIST_CACHE_SECONDS: "0" });
  const server = withPublicAnswerCache(t.app, { publicAnswers: isPublicList, ttlMs: 3000 });
  const request = () => supertest(server);
  let editor: Awaited<ReturnType<typeof t.signIn>>;
  beforeAll(async () => {
    editor = await t.signIn("editor");
  });

  it("answers a repeated anonymous list from memory, with its ETag and 304, until the time is up", async () => {
    const token = `kept${uniqueSuffix()}z`;
    await makeScholarship(t.db, { title: `Kept ${token} 1` });
    const first = await request().get(paginate).query({ q: token }).expect(200);
    expect(first.body.count).toBe(1);
    expect(first.headers["cache-control"]).toMatch(/^public/);

    // Behind the app's back: the kept answer still says 1 (no query ran).
    await makeScholarship(t.db, { title: `Kept ${token} 2` });
    const again = await request().get(paginate).query({ q: token }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    await request().get(paginate).query({ q: token }).set("If-None-Match", first.headers.etag!).expect(304);

    // Signed in: never from memory, and never kept for others.
    const staff = await request().get(paginate).query({ q: token }).set(editor.auth).expect(200);
    expect(staff.body.count).toBe(2);
    expect(staff.headers["cache-control"]).toMatch(/private/);

    await sleep(3100);
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(2);
  });

  it("forgets kept lists as soon as this process writes one", async () => {
    const token = `write${uniqueSuffix()}z`;
    await makeScholarship(t.db, { title: `Write ${token} 1` });
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(1);
    await request()
      .post(`${API_PREFIX}${apiPaths.scholarships}`)
      .set(editor.auth)
      .send({
        title: `Write ${token} 2`,
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        fieldsOfStudy: ["Engineering"],
        eligibilityCountries: [],
        URL: "https://scholarships.example.org/kept",
      })
      .expect(201);
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(2);
  });

  it("forgets kept lists after any write that succeeds, of whatever kind", async () => {
    const token = `other${uniqueSuffix()}z`;
    await makeScholarship(t.db, { title: `Other ${token} 1` });
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(1);
    await makeScholarship(t.db, { title: `Other ${token} 2` });
    // A write refused changes nothing: the kept answer stays.
    await request().post(`${API_PREFIX}${apiPaths.feedbacks}`).send({ message: " " }).expect(400);
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(1);
    await request()
      .post(`${API_PREFIX}${apiPaths.feedbacks}`)
      .send({ phone: "0911234567", message: `Thanks ${token}` })
      .expect(201);
    expect((await request().get(paginate).query({ q: token }).expect(200)).body.count).toBe(2);
  });

  it("keeps no error and no other route", async () => {
    const bad = await request().get(paginate).query({ sort: "cheapest" }).expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
    await request().get(paginate).query({ sort: "cheapest" }).expect(400);
    const health = await request().get(`${API_PREFIX}${apiPaths.health}`).expect(200);
    expect(health.headers["cache-control"] ?? "").not.toMatch(/^public/);
  });

  it("keeps no more bytes than it may: the oldest answers go first", async () => {
    const token = `budget${uniqueSuffix()}z`;
    await makeScholarship(t.db, { title: `Budget ${token} 1` });
    // Uncompressed, so the answer's length is what the memory holds.
    const plain = { "Accept-Encoding": "identity" };
    const one = await request().get(paginate).query({ q: token }).set(plain).expect(200);
    // Room for one answer of this size: keeping a second pushes the first out.
    const small = withPublicAnswerCache(t.app, {
      publicAnswers: isPublicList,
      ttlMs: 3000,
      maxBytes: Number(one.headers["content-length"]) + 100,
    });
    const get = (query: object) => supertest(small).get(paginate).query(query).set(plain);
    await get({ q: token }).expect(200);
    await get({ q: token, limit: 5 }).expect(200);
    await makeScholarship(t.db, { title: `Budget ${token} 2` });
    expect((await get({ q: token, limit: 5 })).body.count).toBe(1);
    expect((await get({ q: token })).body.count).toBe(2);
  });
});

describe("what the memory keeps, by address and mark", () => {
  // Each answer says how many requests reached the app, so a kept one repeats its number.
  let reached = 0;
  const app: RequestListener = (req, res) => {
    reached++;
    const body = `${req.url} ${reached}${req.url?.includes("big") ? "x".repeat(2000) : ""}`;
    // "/page/old": what it shows was read most of a second ago.
    if (req.url?.startsWith("/page"))
      keepForASecond(res, req.url.includes("old") ? Date.now() - 900 : undefined);
    // Headers set one by one, as Express sets them.
    res.setHeader("Content-Type", "text/plain");
    res.setHeader("Cache-Control", req.url?.startsWith("/page") ? "no-cache" : "public, max-age=60");
    res.end(body);
  };
  const server = withPublicAnswerCache(app, { publicAnswers: isPublicList, maxBytes: 1000 });
  const twice = async (path: string) => {
    const first = await supertest(server).get(path).expect(200);
    const again = await supertest(server).get(path).expect(200);
    return again.text === first.text;
  };

  it("keeps public lists and marked pages, and nothing else however public", async () => {
    expect(await twice(`${API_PREFIX}/paginate-scholarship?q=a`)).toBe(true);
    expect(await twice("/page/about")).toBe(true);
    for (const path of ["/uploads/a.pdf", "/Uploads/a.pdf", `${API_PREFIX}/scholarships`, "/robots.txt"])
      expect(await twice(path)).toBe(false);
  });

  it("keeps a page no longer than what it shows was read", async () => {
    const first = await supertest(server).get("/page/old").expect(200);
    await sleep(150);
    expect((await supertest(server).get("/page/old").expect(200)).text).not.toBe(first.text);
  });

  it("keeps no answer larger than its budget", async () => {
    expect(await twice("/page/big")).toBe(false);
  });
});
