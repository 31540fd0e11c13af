// The public lists' filters and the counts beside their options, over HTTP. The counts read the
// whole public list, so this file has a database of its own.
import { API_PREFIX, OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { makeInternship, makeJob, makeScholarship, makeTraining } from "@btw/db/seed";
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

describe("internships, training and jobs: their filters and counts", () => {
  const list = async (kind: "internships" | "training" | "jobs", query: Record<string, string>) => {
    const { paginate } = OPPORTUNITY_KIND_INFO[kind].paths;
    const res = await t
      .request()
      .get(`${API_PREFIX}${paginate}`)
      .query({ limit: "100", ...query });
    expect(res.status).toBe(200);
    return (res.body[kind] as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b);
  };
  const counts = async (kind: "internships" | "training" | "jobs", query: Record<string, string> = {}) => {
    const res = await t
      .request()
      .get(`${API_PREFIX}${OPPORTUNITY_KIND_INFO[kind].paths.filterCounts}`)
      .query(query);
    expect(res.status).toBe(200);
    return res.body.counts;
  };

  it("internships: paid or unpaid, city and workplace", async () => {
    const paid = await makeInternship(t.db, { pay: "paid", city: "Adama", workplace: "on_site" });
    const remote = await makeInternship(t.db, { pay: "unpaid", workplace: "remote" });
    const other = await makeInternship(t.db, {
      internshipCategory: "Other",
      categoryOther: "Agronomy",
      title: "Coffee farm intern",
      pay: "unpaid",
      city: "Jimma",
      workplace: "on_site",
    });
    expect(await list("internships", { pay: "unpaid" })).toEqual([remote.id, other.id]);
    expect(await list("internships", { workplace: "on_site", city: "Adama" })).toEqual([paid.id]);
    expect(await list("internships", { category: "Other" })).toEqual([other.id]);
    expect(await counts("internships", { pay: "unpaid" })).toMatchObject({
      pay: { paid: 1, unpaid: 2 },
      city: { Jimma: 1 },
      workplace: { on_site: 1, remote: 1 },
    });
  });

  it("training: online or in person, free or paid", async () => {
    const online = await makeTraining(t.db, { deliveryMode: "online", cost: "free" });
    const paid = await makeTraining(t.db, { deliveryMode: "in_person", cost: "paid" });
    expect(await list("training", { deliveryMode: "online" })).toEqual([online.id]);
    expect(await list("training", { cost: "paid" })).toEqual([paid.id]);
    expect(await counts("training")).toMatchObject({
      deliveryMode: { online: 1, in_person: 1 },
      cost: { free: 1, paid: 1 },
    });
  });

  it("closing soon narrows the counts as it narrows the list", async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const soon = await makeTraining(t.db, { deliveryMode: "online", cost: "paid", deadline: inDays(3) });
    await makeTraining(t.db, { deliveryMode: "online", cost: "paid", deadline: inDays(60) });
    const listed = await list("training", { sort: "closing-soon", cost: "paid" });
    expect(listed).toEqual([soon.id]);
    expect((await counts("training", { sort: "closing-soon" })).cost.paid).toBe(listed.length);
    expect((await counts("training", { sort: "deadline" })).cost.paid).toBeGreaterThan(listed.length);
  });

  it("jobs: type, category, experience level, city and workplace", async () => {
    const senior = await makeJob(t.db, {
      Type: "Full-time",
      jobCategory: "technology",
      experienceLevel: "senior",
      city: "Addis Ababa",
      workplace: "hybrid",
    });
    const entry = await makeJob(t.db, {
      Type: "Part-time",
      jobCategory: "education",
      experienceLevel: "entry",
      workplace: "remote",
    });
    expect(await list("jobs", { experienceLevel: "senior" })).toEqual([senior.id]);
    expect(await list("jobs", { jobType: "Part-time", workplace: "remote" })).toEqual([entry.id]);
    expect(await list("jobs", { city: "Addis Ababa", jobCategory: "technology" })).toEqual([senior.id]);
    expect(await counts("jobs", { jobCategory: "education" })).toMatchObject({
      jobCategory: { technology: 1, education: 1 },
      experienceLevel: { entry: 1 },
      workplace: { remote: 1 },
    });
  });

  it("takes the new fields on a create, and a spec client's internship body without them", async () => {
    const { auth } = await t.signIn("admin");
    const path = `${API_PREFIX}${OPPORTUNITY_KIND_INFO.internships.paths.collection}`;
    const base = {
      internshipCategory: "Web Development Intern",
      company: ["Gebeya"],
      skill: [],
      eligibilityCountries: [],
      Responsibilities: "Build pages.",
      Benefits: "Mentorship.",
    };
    const old = await t.request().post(path).set(auth).send(base);
    expect(old.status).toBe(201);
    expect(old.body.internship).toMatchObject({ title: null, pay: null, city: null, workplace: null });
    const full = await t
      .request()
      .post(path)
      .set(auth)
      .send({ ...base, title: "React intern", pay: "paid", city: "Hawassa", workplace: "hybrid" });
    expect(full.status).toBe(201);
    expect(full.body.internship).toMatchObject({
      title: "React intern",
      pay: "paid",
      city: "Hawassa",
      workplace: "hybrid",
    });
    expect(
      (
        await t
          .request()
          .post(path)
          .set(auth)
          .send({ ...base, city: "Nairobi" })
      ).status,
    ).toBe(400);
  });
});
