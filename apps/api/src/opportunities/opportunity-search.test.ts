import { API_PREFIX, apiPaths } from "@btw/contracts";
import { uniqueSuffix } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { searchWords } from "./opportunity-search.ts";

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
/** Letters only: a token of digits and letters would also be a word of its own. */
const token = () => `qx${uniqueSuffix().replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

const scholarship = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  scholarshipType: "Fully Funded",
  modeOfStudy: "Online",
  fieldsOfStudy: ["Engineering"],
  eligibilityCountries: ["Ethiopia"],
  URL: "https://scholarships.example.org/search",
  status: "approved" as const,
  ...extra,
});

describe("searchWords", () => {
  it("keeps words with a letter or digit, once, at most eight", () => {
    expect(searchWords("  data   Data data ")).toEqual(["data", "Data"]);
    expect(searchWords("%%% ___ \\\\ ' ;")).toEqual([]);
    expect(searchWords("ሥራ፡በአዲስ አበባ")).toEqual(["ሥራ", "በአዲስ", "አበባ"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe("opportunity search (q)", () => {
  const t = createTestContext();
  const paginate = (path: string, q: string, extra: Record<string, string | number> = {}) =>
    t
      .request()
      .get(`${API_PREFIX}${path}`)
      .query({ q, limit: 50, ...extra })
      .expect(200);
  const ids = (body: Record<string, unknown>, key: string) =>
    (body[key] as Array<{ id: number }>).map((item) => item.id);

  async function insertScholarships(rows: Array<ReturnType<typeof scholarship>>) {
    const made = [];
    for (const data of rows) made.push(await t.db.scholarship.create({ data }));
    return made;
  }

  it("ranks title matches first, then fields, then description, each by deadline", async () => {
    const tok = token();
    const [descSoon, titleLate, fieldsMid, titleSoon, closed, pending] = await insertScholarships([
      scholarship("Study grant", { description: `Covers ${tok} costs`, deadline: inDays(2) }),
      scholarship(`${tok} Fellowship`, { deadline: inDays(90) }),
      scholarship("Another grant", { fieldsOfStudy: [`${tok} studies`], deadline: inDays(10) }),
      scholarship(`Master's ${tok}`, { deadline: inDays(5) }),
      scholarship(`${tok} closed`, { deadline: inDays(-3) }),
      scholarship(`${tok} pending`, { status: "pending" as never }),
    ]);
    const res = await paginate(apiPaths.paginateScholarships, tok);
    expect(ids(res.body, "scholarships")).toEqual([
      titleSoon!.id,
      titleLate!.id,
      fieldsMid!.id,
      descSoon!.id,
    ]);
    expect(res.body).toMatchObject({ count: 4, countCapped: false });
    // The public never sees closed or pending items through a search either.
    expect(ids(res.body, "scholarships")).not.toContain(closed!.id);
    expect(ids(res.body, "scholarships")).not.toContain(pending!.id);
    // Case, and the sort asked for, do not change the ranking.
    const upper = await paginate(apiPaths.paginateScholarships, tok.toUpperCase(), { sort: "newest" });
    expect(ids(upper.body, "scholarships")).toEqual(ids(res.body, "scholarships"));
    // Pages of a search, and a page past its end, keep the count.
    const second = await paginate(apiPaths.paginateScholarships, tok, { limit: 3, page: 2 });
    expect(ids(second.body, "scholarships")).toEqual([descSoon!.id]);
    expect(second.body).toMatchObject({ count: 4, totalPages: 2, page: 2 });
    const past = await paginate(apiPaths.paginateScholarships, tok, { limit: 3, page: 5 });
    expect(past.body).toMatchObject({ scholarships: [], count: 4 });
  });

  it("matches partial words, and every word of the search", async () => {
    const tok = token();
    const [both, onlyTok] = await insertScholarships([
      scholarship(`Engineering scholarship ${tok}`, { deadline: inDays(20) }),
      scholarship(`Nursing award ${tok}`, { fieldsOfStudy: ["Public Health"], deadline: inDays(20) }),
    ]);
    expect(
      ids((await paginate(apiPaths.paginateScholarships, `scholars ${tok}`)).body, "scholarships"),
    ).toEqual([both!.id]);
    expect(ids((await paginate(apiPaths.paginateScholarships, `${tok} nurs`)).body, "scholarships")).toEqual([
      onlyTok!.id,
    ]);
    // A word matches where a word starts, not in its middle (the index holds words, not trigrams).
    expect((await paginate(apiPaths.paginateScholarships, `ineer ${tok}`)).body.count).toBe(0);
    expect((await paginate(apiPaths.paginateScholarships, `${tok} physics`)).body.count).toBe(0);
  });

  it("finds a word that the text parser reads as a number and a word (1e5abc), whole or begun", async () => {
    const tok = token();
    const [numbered] = await insertScholarships([
      scholarship(`Grant ${tok} 1e5${tok} round 7e8`, { deadline: inDays(20) }),
    ]);
    for (const q of [`1e5${tok}`, `1e5${tok.slice(0, 4)}`, `${tok} 7e8`]) {
      expect(ids((await paginate(apiPaths.paginateScholarships, q)).body, "scholarships"), q).toEqual([
        numbered!.id,
      ]);
    }
  });

  it("finds Amharic (Ge'ez) and Afaan Oromo text, with or without the Oromo glottal mark", async () => {
    const tok = token();
    const [amharic, oromo] = await insertScholarships([
      scholarship(`የኮምፒውተር ሳይንስ ስኮላርሺፕ ${tok}`, { description: "ለኢትዮጵያ ተማሪዎች።", deadline: inDays(30) }),
      scholarship(`Carraa barnootaa ${tok}`, {
        description: "Barattoota Oromiyaa irraa ba'uuf",
        deadline: inDays(30),
      }),
    ]);
    const find = async (q: string) =>
      ids((await paginate(apiPaths.paginateScholarships, q)).body, "scholarships");
    // Inside a word: "ኮምፒውተር" (computer) within "የኮምፒውተር" (of computer).
    expect(await find(`ኮምፒውተር ${tok}`)).toEqual([amharic!.id]);
    // A two-syllable word matches where a word starts.
    expect(await find(`ሳይ ${tok}`)).toEqual([amharic!.id]);
    expect(await find(`ተማሪ ${tok}`)).toEqual([amharic!.id]);
    expect(await find(`barnoota ${tok}`)).toEqual([oromo!.id]);
    expect(await find(`bauuf ${tok}`)).toEqual([oromo!.id]);
    expect(await find(`ba'uuf ${tok}`)).toEqual([oromo!.id]);
    expect(await find(`BARATTOOTA ${tok}`)).toEqual([oromo!.id]);
  });

  it("finds every version of a listing: a translated title as a title, a translated description", async () => {
    const tok = token();
    const [translated, described] = await insertScholarships([
      scholarship(`Public health award ${tok}`, {
        deadline: inDays(40),
        translations: {
          am: { title: `የሕብረተሰብ ጤና ሽልማት ${tok}` },
          om: { title: `Badhaasa fayyaa hawaasaa ${tok}` },
        },
      }),
      scholarship(`Nursing grant ${tok}`, {
        deadline: inDays(4),
        translations: { om: { description: "Barattoota fayyaa hawaasaatiif" } },
      }),
    ]);
    const find = async (q: string) =>
      ids((await paginate(apiPaths.paginateScholarships, q)).body, "scholarships");
    expect(await find(`ሽልማት ${tok}`)).toEqual([translated!.id]);
    // A word both hold: the translated title ranks above the translated description.
    expect(await find(`hawaasa ${tok}`)).toEqual([translated!.id, described!.id]);
    // An edited version is found, and the one it replaced is not.
    await t.db.scholarship.update({
      where: { id: translated!.id },
      data: { translations: { am: { title: `የጤና ሳይንስ ${tok}` } } },
    });
    expect(await find(`ሽልማት ${tok}`)).toEqual([]);
    expect(await find(`ሳይንስ ${tok}`)).toEqual([translated!.id]);

    const internship = await t.db.internship.create({
      data: {
        title: `Ward ${tok} assistant`,
        internshipCategory: "Other",
        categoryOther: "Nursing",
        company: ["Adama Hospital"],
        skill: [],
        eligibilityCountries: ["Ethiopia"],
        Responsibilities: "Help on the wards.",
        Benefits: "Lunch.",
        applyUrl: "https://internships.example.org/ward",
        status: "approved",
        translations: { am: { Responsibilities: `በዎርድ ${tok} ማገዝ` } },
      },
    });
    expect(ids((await paginate(apiPaths.paginateInternships, `ward ${tok}`)).body, "internships")).toEqual([
      internship.id,
    ]);
    expect(ids((await paginate(apiPaths.paginateInternships, `ማገዝ ${tok}`)).body, "internships")).toEqual([
      internship.id,
    ]);
  });

  it("matches a job's or internship's organisation and description, organisation above description", async () => {
    const tok = token();
    const byCompany = await t.db.job.create({
      data: {
        JobTitle: "Accountant",
        Type: "Full-time",
        Description: "Keep the books.",
        company: `${tok} Bank`,
        applyUrl: "https://jobs.example.org/a",
        status: "approved",
        deadline: inDays(40),
      },
    });
    const byDescription = await t.db.job.create({
      data: {
        JobTitle: "Clerk",
        Type: "Full-time",
        Description: `Work with ${tok} customers.`,
        applyUrl: "https://jobs.example.org/b",
        status: "approved",
        deadline: inDays(1),
      },
    });
    const jobs = await paginate(apiPaths.paginateJobs, tok);
    expect(ids(jobs.body, "jobs")).toEqual([byCompany.id, byDescription.id]);

    const internship = await t.db.internship.create({
      data: {
        internshipCategory: "Software",
        company: [`${tok} Labs`],
        skill: ["Python"],
        eligibilityCountries: ["Ethiopia"],
        Responsibilities: "Build things.",
        Benefits: "Stipend.",
        applyUrl: "https://internships.example.org/a",
        status: "approved",
      },
    });
    expect(ids((await paginate(apiPaths.paginateInternships, `${tok} pyth`)).body, "internships")).toEqual([
      internship.id,
    ]);
    const training = await t.db.training.create({
      data: {
        Title: "Leadership course",
        Description: `Weekly sessions by ${tok}.`,
        selectedCountries: ["Ethiopia"],
        applyUrl: "https://training.example.org/a",
        status: "approved",
      },
    });
    expect(ids((await paginate(apiPaths.paginateTraining, `${tok}`)).body, "training")).toEqual([
      training.id,
    ]);
  });

  it("ranks by the section that holds every word: title, organisation, fields, then anywhere", async () => {
    const [a, b] = [token(), token()];
    const job = (JobTitle: string, company: string, Description: string, days: number) =>
      t.db.job.create({
        data: {
          JobTitle,
          company,
          Description,
          Type: "Full-time",
          applyUrl: "https://jobs.example.org/t",
          status: "approved",
          deadline: inDays(days),
        },
      });
    const split = await job(`Analyst ${a}`, "Bank", `Work on ${b}.`, 1);
    const company = await job("Analyst", `${a} ${b} Group`, "Keep the books.", 30);
    const title = await job(`${b} analyst ${a}`, "Bank", "Keep the books.", 60);
    const res = await paginate(apiPaths.paginateJobs, `${a} ${b}`);
    expect(ids(res.body, "jobs")).toEqual([title.id, company.id, split.id]);
    expect(res.body).toMatchObject({ count: 3, countCapped: false });
  });

  it("counts up to 1,000 matches and says so past them; Amharic words found through the index", async () => {
    const tok = token();
    await t.db.scholarship.createMany({
      data: Array.from({ length: 1005 }, (_, i) =>
        // Past the 7 days of "closing soon", so other files that read that list are not crowded out.
        scholarship(`${tok} award ${i}`, { deadline: inDays(10 + (i % 40)) }),
      ),
    });
    const res = await paginate(apiPaths.paginateScholarships, tok);
    // A floor: 1,000 when the index counted past it, or (a word common in the list's first rows)
    // the matches among the first 1,024 rows by id. Either way "at least", and the same on each page.
    const { count } = res.body as { count: number };
    expect(count).toBeGreaterThanOrEqual(50);
    expect(count).toBeLessThanOrEqual(1000);
    expect(res.body).toMatchObject({ countCapped: true, totalPages: Math.ceil(count / 50) });
    expect(res.body.scholarships).toHaveLength(50);
    expect((await paginate(apiPaths.paginateScholarships, tok, { page: 2 })).body.count).toBe(count);
    const deadlines = (res.body.scholarships as Array<{ deadline: string }>).map((item) => item.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    // Only the first 1,000 can be paged to.
    const past = await paginate(apiPaths.paginateScholarships, tok, { page: 21 });
    expect(past.body).toMatchObject({ scholarships: [], count, countCapped: true });
    // A list long enough that a rare word is looked up in the GIN index: a Ge'ez word is found
    // without its joined preposition, and at a word's start.
    const rare = token();
    const [amharic] = await insertScholarships([
      scholarship(`የሳይንስ ትምህርት ${rare}`, { description: "በአዲስ አበባ", deadline: inDays(8) }),
    ]);
    for (const q of [`ሳይንስ ${rare}`, `የሳይንስ ${rare}`, `ሳይ ${rare}`, `አዲስ ${rare}`, rare]) {
      const found = await paginate(apiPaths.paginateScholarships, q);
      expect(ids(found.body, "scholarships"), q).toEqual([amharic!.id]);
      expect(found.body).toMatchObject({ count: 1, countCapped: false });
    }
    expect((await paginate(apiPaths.paginateScholarships, `ንስ ${rare}`)).body.count).toBe(0);
  });

  it("answers a search repeated on every connection as the first time, items as the plain list shows them", async () => {
    const tok = token();
    const [soon, later] = await insertScholarships([
      scholarship(`${tok} bursary`, { description: "Tuition and a stipend.", deadline: inDays(4) }),
      scholarship(`Bursary ${tok} grant`, { experience: "Two years", deadline: inDays(40) }),
    ]);
    const first = await paginate(apiPaths.paginateScholarships, tok);
    expect(ids(first.body, "scholarships")).toEqual([soon!.id, later!.id]);
    // The public lists' statements are prepared on each connection and may then run on a kept
    // plan: more requests than the pool has connections, times the planner's trial runs (5).
    for (let i = 0; i < 12; i++) {
      const again = await paginate(apiPaths.paginateScholarships, `${tok} ${i % 2 ? "bursary" : "BURS"}`);
      expect(again.body).toEqual(first.body);
    }
    // The rows come straight from pg: dates, lists and texts as the item's own page gives them.
    const items = [];
    for (const { id } of [soon!, later!]) {
      items.push(
        (await t.request().get(`${API_PREFIX}${apiPaths.scholarships}/${id}`).expect(200)).body.scholarship,
      );
    }
    expect(first.body.scholarships).toEqual(items);
    // A word the normalisation leaves empty ("ª" is a letter the stored text drops) is no word.
    expect((await paginate(apiPaths.paginateScholarships, `ª ${tok}`)).body).toEqual(first.body);
    expect((await paginate(apiPaths.paginateScholarships, "ª")).body).toMatchObject({ count: 0 });
  });

  it("keeps the text current when an item is edited", async () => {
    const tok = token();
    const [row] = await insertScholarships([scholarship(`Old name ${tok}`, { deadline: inDays(3) })]);
    await t.db.scholarship.update({ where: { id: row!.id }, data: { title: `New name ${tok}` } });
    expect((await paginate(apiPaths.paginateScholarships, `old ${tok}`)).body.count).toBe(0);
    expect(ids((await paginate(apiPaths.paginateScholarships, `new ${tok}`)).body, "scholarships")).toEqual([
      row!.id,
    ]);
  });

  it("answers hostile searches with a list or a 400, never a server error", async () => {
    const hostile = [
      "%",
      "_",
      "\\",
      "%%%___",
      "'; DROP TABLE scholarships; --",
      "' OR 1=1 --",
      "))) ((( |||",
      "a:* & !b",
      "\u202e\u200b\ufeff",
      "🎓🎓🎓",
      "x".repeat(100),
      "ሀ ለ ሐ መ ሠ ረ ሰ ሸ ቀ በ ተ ቸ",
      "$1 $$ $" + "{x} `rm`", // a template placeholder as text
    ];
    for (const q of hostile) {
      for (const path of [apiPaths.paginateScholarships, apiPaths.paginateJobs]) {
        const res = await t.request().get(`${API_PREFIX}${path}`).query({ q });
        expect([200, 400], `${path} q=${JSON.stringify(q)}`).toContain(res.status);
        if (res.status === 400) expect(res.body.message).toEqual(expect.any(String));
      }
    }
    const tooLong = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.paginateScholarships}`)
      .query({ q: "y".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toEqual(expect.any(String));
    const nul = await t.request().get(`${API_PREFIX}${apiPaths.paginateScholarships}?q=a%00b`);
    expect([200, 400]).toContain(nul.status);
  });
});
