// The kinds' long texts over HTTP: what the admin editor (or anyone) sends is stored as the one
// allow-list keeps it, on create and on update, and a member's plain text is stored readable.
import { API_PREFIX, INTERNSHIP_CATEGORIES, OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { uniqueSuffix } from "@btw/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { feePhrasesOf } from "./listing-state.ts";

const paths = {
  jobs: `${API_PREFIX}${OPPORTUNITY_KIND_INFO.jobs.paths.collection}`,
  paginateJobs: `${API_PREFIX}${OPPORTUNITY_KIND_INFO.jobs.paths.paginate}`,
  internships: `${API_PREFIX}${OPPORTUNITY_KIND_INFO.internships.paths.collection}`,
  scholarships: `${API_PREFIX}${OPPORTUNITY_KIND_INFO.scholarships.paths.collection}`,
};

const HOSTILE =
  '<h2>The role</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and ' +
  '<a href="https://example.org/more" onmouseover="x()">that</a>.</p>' +
  "<script>alert(1)</script><ul><li>One</li><li><strong>Two</strong></li></ul>" +
  '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';

/** What is left of HOSTILE: headings, lists and the https link, nothing that runs. */
const CLEAN =
  '<h2>The role</h2><p>Read <a rel="noopener noreferrer nofollow">this</a> and ' +
  '<a href="https://example.org/more" rel="noopener noreferrer nofollow">that</a>.</p>' +
  "<ul><li>One</li><li><strong>Two</strong></li></ul>";

const job = {
  JobTitle: "Rich text clerk",
  Type: "Full-time",
  Description: HOSTILE,
  applyUrl: "https://example.org/apply",
};

describe("opportunity long texts", () => {
  const t = createTestContext();
  let admin: Awaited<ReturnType<typeof t.signIn>>;
  let member: Awaited<ReturnType<typeof t.signIn>>;
  beforeAll(async () => {
    [admin, member] = await Promise.all([t.signIn("admin"), t.signIn("member")]);
  });

  it("strips scripts, event handlers and javascript: links on create and keeps the allowed markup", async () => {
    const res = await t.request().post(paths.jobs).set(admin.auth).send(job).expect(201);
    expect(res.body.job.Description).toBe(CLEAN);
    const stored = await t.db.job.findUniqueOrThrow({ where: { id: res.body.job.id } });
    expect(stored.Description).toBe(CLEAN);
  });

  it("strips them on update too, in every long text of the kind", async () => {
    const created = await t
      .request()
      .post(paths.internships)
      .set(admin.auth)
      .send({
        internshipCategory: INTERNSHIP_CATEGORIES[0],
        company: ["Rich Text Ltd"],
        Responsibilities: "<p>Build pages.</p>",
        Benefits: "<p>Mentorship.</p>",
        skill: [],
        eligibilityCountries: [],
        applyUrl: "https://example.org/intern",
      })
      .expect(201);
    const id = created.body.internship.id as number;
    await t
      .request()
      .put(`${paths.internships}/${id}`)
      .set(admin.auth)
      .send({ Responsibilities: HOSTILE, Benefits: '<p><a href="JaVaScRiPt:alert(1)">Paid</a></p>' })
      .expect(200);
    const stored = await t.db.internship.findUniqueOrThrow({ where: { id } });
    expect(stored.Responsibilities).toBe(CLEAN);
    expect(stored.Benefits).toBe('<p><a rel="noopener noreferrer nofollow">Paid</a></p>');
  });

  it("stores a member's plain text as readable paragraphs, with its line breaks and its symbols as text", async () => {
    const plain =
      "First line\nsecond line\n\nA new paragraph: 3 < 5 & <b>not bold</b>\nhttps://example.org/apply";
    const res = await t
      .request()
      .post(paths.jobs)
      .set(member.auth)
      .send({ ...job, Description: plain })
      .expect(201);
    expect(res.body.job.Description).toBe(
      "<p>First line<br />second line</p>" +
        "<p>A new paragraph: 3 &lt; 5 &amp; &lt;b&gt;not bold&lt;/b&gt;<br />" +
        '<a href="https://example.org/apply" rel="noopener noreferrer nofollow">https://example.org/apply</a></p>',
    );
  });

  it("refuses a required text with nothing left once sanitised, and clears an optional one", async () => {
    const refused = await t
      .request()
      .post(paths.jobs)
      .set(admin.auth)
      .send({ ...job, Description: "<p><script>alert(1)</script></p>" })
      .expect(400);
    // Answered like the schema's own "required", under the field.
    expect(refused.body).toEqual({
      message: "Description: Description required",
      issues: [{ path: "Description", message: "Description required" }],
    });

    const scholarship = await t
      .request()
      .post(paths.scholarships)
      .set(admin.auth)
      .send({
        title: "Rich text grant",
        scholarshipType: "Fully Funded",
        modeOfStudy: "Online",
        description: "<p>Kept.</p>",
        fieldsOfStudy: ["Computer Science"],
        eligibilityCountries: [],
        URL: "https://example.org/grant",
      })
      .expect(201);
    const id = scholarship.body.scholarship.id as number;
    expect(scholarship.body.scholarship.description).toBe("<p>Kept.</p>");
    const cleared = await t
      .request()
      .put(`${paths.scholarships}/${id}`)
      .set(admin.auth)
      .send({ description: "<p><script>alert(1)</script></p>" })
      .expect(200);
    expect(cleared.body.scholarship.description).toBeNull();
  });

  it("searches the words of a long text, not its tags or entities", async () => {
    const token = `tok${uniqueSuffix()}z`;
    await t
      .request()
      .post(paths.jobs)
      .set(admin.auth)
      .send({
        ...job,
        Description: `<p><strong>Zebra</strong> &amp; ${token} <a href="https://example.org/x">crossing</a></p>`,
      })
      .expect(201);
    const count = async (q: string) =>
      (await t.request().get(paths.paginateJobs).query({ q }).expect(200)).body.count as number;
    expect(await count(`${token} zebra crossing`)).toBe(1);
    for (const tagWord of ["strong", "href", "nofollow", "amp"])
      expect(await count(`${token} ${tagWord}`)).toBe(0);
  });
});

describe("the fee phrases of a long text", () => {
  it("are found by its words, whatever formatting or line breaks sit between them", () => {
    expect(
      feePhrasesOf({
        Description: "<p>Pay the <strong>application</strong> <em>fee</em> first.</p>",
        Benefits: "<p>A processing<br>fee applies</p>",
      }),
    ).toEqual(["application fee", "processing fee"]);
  });
});
