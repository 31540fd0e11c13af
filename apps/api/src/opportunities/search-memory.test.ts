import { Prisma } from "@btw/db";
import { uniqueSuffix } from "@btw/db/seed";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { forgetKindIndexes, listMemoryFor } from "./opportunity-page-index.ts";
import { searchPage } from "./opportunity-search.ts";
import { type SearchFacts, SearchMemory } from "./search-memory.ts";

const facts = (count: number): SearchFacts => ({
  sample: { rows: 64, tiers: [count, 0, 0, 0], words: [{ word: "data", hits: count }] },
  count: { count, countCapped: false },
});

describe("SearchMemory", () => {
  it("keeps a search's facts for its time, then forgets them", () => {
    vi.useFakeTimers();
    try {
      const memory = new SearchMemory(10_000);
      expect(memory.slot("scholarship|a")?.facts).toBeUndefined();
      memory.slot("scholarship|a")?.keep(facts(5));
      expect(memory.slot("scholarship|a")?.facts).toEqual(facts(5));
      vi.advanceTimersByTime(10_001);
      expect(memory.slot("scholarship|a")?.facts).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets one kind's searches on a write, and does not keep what was learned before it", () => {
    const memory = new SearchMemory(10_000);
    memory.slot("scholarship|a")?.keep(facts(1));
    memory.slot("job|a")?.keep(facts(2));
    // A search that started before the write ends after it: its facts may be stale.
    const during = memory.slot("scholarship|b");
    memory.clear("scholarship|");
    during?.keep(facts(3));
    expect(memory.slot("scholarship|a")?.facts).toBeUndefined();
    expect(memory.slot("scholarship|b")?.facts).toBeUndefined();
    expect(memory.slot("job|a")?.facts).toEqual(facts(2));
  });

  it("holds a bounded number of searches, the oldest leaving first, and nothing when off", () => {
    const memory = new SearchMemory(10_000, 2);
    for (const key of ["a", "b", "c"]) memory.slot(key)?.keep(facts(1));
    expect(memory.slot("a")?.facts).toBeUndefined();
    expect(memory.slot("c")?.facts).toEqual(facts(1));
    expect(new SearchMemory(0).slot("a")).toBeUndefined();
  });
});

describe("a common word's search, remembered", () => {
  const t = createTestContext();
  const table = Prisma.raw('"scholarships"');

  it("reads its count once, its page's rows every time, until the kind is written", async () => {
    // 70 items whose titles hold the word: more than the sample, so the word is common in its list.
    const tok = `memo${uniqueSuffix().replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
    const item = (n: number) => ({
      title: `${tok} grant ${n}`,
      scholarshipType: "Fully Funded",
      modeOfStudy: "Online",
      fieldsOfStudy: ["Engineering"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://scholarships.example.org/memory",
      status: "approved" as const,
      deadline: new Date(Date.now() + (n + 1) * 86_400_000),
    });
    await t.db.scholarship.createMany({ data: Array.from({ length: 70 }, (_, n) => item(n)) });
    const list = [Prisma.sql`title LIKE ${`${tok} %`}`];
    const memory = listMemoryFor(t.db, 10_000).searches;
    const key = `scholarship|${tok}`;
    const search = (page: number) =>
      searchPage<{ title: string }>(t.db, table, list, [tok], page, 10, "any", memory.slot(key));

    const first = await search(1);
    expect(first).toMatchObject({ count: 70, countCapped: false });
    expect(memory.slot(key)?.facts?.count).toEqual({ count: 70, countCapped: false });

    // Behind the app's back: the count stays as remembered, the rows are read anew.
    await t.db.scholarship.create({ data: { ...item(70), deadline: null } });
    const last = await search(8);
    expect(last.count).toBe(70);
    expect(last.rows.map((row) => row.title)).toEqual([`${tok} grant 70`]);

    // A write of the kind forgets it (forgetKindIndexes runs on every process after a write).
    forgetKindIndexes(t.db, "scholarship");
    expect(memory.slot(key)?.facts).toBeUndefined();
    expect(await search(1)).toMatchObject({ count: 71, rows: first.rows });
  });
});
