// The public lists' filters and the counts beside their options, over HTTP. The counts read the
// whole public list, so this file has a database of its own.
import { API_PREFIX, OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { makeScholarship } from "@btw/db/seed";
import { createTestDatabase } from "@btw/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const database = await createTestDatabase(inject("databaseServerUrl") || undefined);
afterAll(() => database.drop());
const t = createTestContext({ DATABASE_URL: database.url });

describe("scholarships: filters and their counts", () => {
  const { paginate, filterCounts, collection } = OPPORTUNITY_KIND_INFO.scholarships.paths;
  const titles = async (query: Record<string, string>) => {
    const res = await t
      .request()
      .get(`${API_PREFIX}${paginate}`)
      .query({ limit: "100", ...query });
    expect(res.status).toBe(200);
    return (res.body.scholarships as Array<{ title: string }>).map((item) => item.title).sort();
  };

  beforeAll(async () => {
    await makeScholarship(t.db, {
      title: "Alpha master full UK",
      studyLevels: ["master"],
      funding: "full",
      hostCountry: "United Kingdom",
      modeOfStudy: "On campus",
      fieldsOfStudy: ["Public Health"],
    });
    await makeScholarship(t.db, {
      title: "Bravo master phd partial Germany",
      studyLevels: ["master", "phd"],
      funding: "partial",
      hostCountry: "Germany",
      modeOfStudy: "Online",
      fieldsOfStudy: ["Engineering"],
    });
    await makeScholarship(t.db, {
      title: "Charlie bachelor full Germany",
      studyLevels: ["bachelor"],
      funding: "full",
      hostCountry: "Germany",
      modeOfStudy: "On campus",
      fieldsOfStudy: ["Engineering", "Public Health"],
    });
    // Neither pending nor closed items are counted.
    await makeScholarship(t.db, { title: "Delta pending", studyLevels: ["master"], status: "pending" });
    await makeScholarship(t.db, {
      title: "Echo closed",
      studyLevels: ["master"],
      deadline: new Date(Date.now() - 3 * 86_400_000),
    });
  });

  it("lists only the items each filter asks for, the filters together", async () => {
    expect(await titles({ studyLevel: "master" })).toEqual([
      "Alpha master full UK",
      "Bravo master phd partial Germany",
    ]);
    expect(await titles({ funding: "full", hostCountry: "Germany" })).toEqual([
      "Charlie bachelor full Germany",
    ]);
    expect(await titles({ modeOfStudy: "Online" })).toEqual(["Bravo master phd partial Germany"]);
    expect(await titles({ studyLevel: "phd", q: "bravo" })).toEqual(["Bravo master phd partial Germany"]);
    expect(await titles({ studyLevel: "short_course" })).toEqual([]);
  });

  it("refuses a value outside a filter's list", async () => {
    const res = await t.request().get(`${API_PREFIX}${paginate}`).query({ funding: "most" });
    expect(res.status).toBe(400);
  });

  it("counts each option with the other filters applied, in one cacheable answer", async () => {
    const all = await t.request().get(`${API_PREFIX}${filterCounts}`);
    expect(all.status).toBe(200);
    expect(all.headers["cache-control"]).toMatch(/public/);
    expect(all.body).toEqual({
      counts: {
        studyLevel: { bachelor: 1, master: 2, phd: 1 },
        funding: { full: 2, partial: 1 },
        hostCountry: { Germany: 2, "United Kingdom": 1 },
        fieldOfStudy: { Engineering: 2, "Public Health": 2 },
        modeOfStudy: { "On campus": 2, Online: 1 },
      },
      countCapped: false,
    });

    // Germany chosen: the host countries still offer every choice; the others count Germany's items.
    const germany = await t.request().get(`${API_PREFIX}${filterCounts}`).query({ hostCountry: "Germany" });
    expect(germany.body.counts.hostCountry).toEqual({ Germany: 2, "United Kingdom": 1 });
    expect(germany.body.counts.funding).toEqual({ full: 1, partial: 1 });
    expect(germany.body.counts.studyLevel).toEqual({ bachelor: 1, master: 1, phd: 1 });

    const searched = await t.request().get(`${API_PREFIX}${filterCounts}`).query({ q: "alpha" });
    expect(searched.body.counts.funding).toEqual({ full: 1 });
  });

  it("takes the new fields on a create, and a spec client's body without them", async () => {
    const { auth } = await t.signIn("admin");
    const base = {
      title: "Foxtrot",
      scholarshipType: "Fully Funded",
      modeOfStudy: "Online",
      fieldsOfStudy: ["Data Science"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://scholarships.example.org/foxtrot",
    };
    const old = await t.request().post(`${API_PREFIX}${collection}`).set(auth).send(base);
    expect(old.status).toBe(201);
    expect(old.body.scholarship).toMatchObject({ studyLevels: [], funding: null, hostCountry: null });

    const full = await t
      .request()
      .post(`${API_PREFIX}${collection}`)
      .set(auth)
      .field({
        ...base,
        fieldsOfStudy: JSON.stringify(base.fieldsOfStudy),
        eligibilityCountries: JSON.stringify(base.eligibilityCountries),
        studyLevels: JSON.stringify(["phd", "short_course"]),
        funding: "partial",
        hostCountry: "Japan",
      });
    expect(full.status).toBe(201);
    expect(full.body.scholarship).toMatchObject({
      studyLevels: ["phd", "short_course"],
      funding: "partial",
      hostCountry: "Japan",
    });

    const wrong = await t
      .request()
      .post(`${API_PREFIX}${collection}`)
      .set(auth)
      .send({ ...base, hostCountry: "Atlantis" });
    expect(wrong.status).toBe(400);
  });
});
