// Content in three languages over HTTP: staff store versions beside the original, public reads
// answer the reader's version (by `lang` or Accept-Language) and say which language each field is in.
import { API_PREFIX, apiPaths, jobSchema, LANGUAGE_HEADER } from "@btw/contracts";
import { makeBlog, makeJob, makeTestimonial } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const jobs = `${API_PREFIX}${apiPaths.jobs}`;
const blogs = `${API_PREFIX}${apiPaths.blogs}`;
/** A job's required fields, beside the versions a test sends. */
const driverJob = {
  JobTitle: "Driver",
  Type: "Full-time",
  Description: "Drive.",
  applyUrl: "https://example.org",
};

describe("content in three languages", () => {
  const t = createTestContext();

  it("stores an item's language and versions from a form, and answers them to staff", async () => {
    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .post(jobs)
      .set(auth)
      .field("JobTitle", "Accountant")
      .field("Type", "Full-time")
      .field("Description", "Keep the books.")
      .field("applyUrl", "https://example.org/apply")
      .field(
        "translations",
        JSON.stringify({ am: { JobTitle: "የሂሳብ ባለሙያ", Description: "<p>ሂሳብ መያዝ።</p><script>x()</script>" } }),
      )
      .expect(201);
    const job = jobSchema.parse(res.body.job);
    expect(job.language).toBe("en");
    expect(job.translations.am).toEqual({ JobTitle: "የሂሳብ ባለሙያ", Description: "<p>ሂሳብ መያዝ።</p>" });
  });

  it("answers the reader's version where it exists, the original elsewhere, and which is which", async () => {
    const job = await makeJob(t.db, {
      status: "approved",
      JobTitle: "Nurse",
      Description: "<p>Night shifts.</p>",
      translations: { om: { JobTitle: "Narsii" } },
    });
    const res = await t.request().get(`${jobs}/${job.id}`).query({ lang: "om" }).expect(200);
    expect(res.body.job).toMatchObject({
      JobTitle: "Narsii",
      Description: "<p>Night shifts.</p>",
      language: "en",
      fieldLanguages: { JobTitle: "om", Description: "en" },
    });
    const english = await t.request().get(`${jobs}/${job.id}`).query({ lang: "en" }).expect(200);
    expect(english.body.job).toMatchObject({ JobTitle: "Nurse", fieldLanguages: { JobTitle: "en" } });
  });

  it("reads the reader's language from Accept-Language when no `lang` is given, and varies by it", async () => {
    const post = await makeBlog(t.db, {
      title: "ስለ ትምህርት ዕድሎች",
      description: "አጭር መግለጫ",
      language: "am",
      translations: { en: { title: "About scholarships" } },
    });
    const res = await t
      .request()
      .get(`${blogs}/${post.id}`)
      .set("Accept-Language", "fr;q=0.9, en-GB;q=0.8")
      .expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.body.blog).toMatchObject({
      title: "About scholarships",
      description: "አጭር መግለጫ",
      fieldLanguages: { title: "en", description: "am" },
    });
  });

  it("reads the page's language from the site's own header before Accept-Language", async () => {
    const job = await makeJob(t.db, {
      status: "approved",
      JobTitle: "Cook",
      translations: { am: { JobTitle: "ምግብ አብሳይ" } },
    });
    const res = await t
      .request()
      .get(`${jobs}/${job.id}`)
      .set(LANGUAGE_HEADER, "am")
      .set("Accept-Language", "om")
      .expect(200);
    expect(res.body.job).toMatchObject({ JobTitle: "ምግብ አብሳይ", fieldLanguages: { JobTitle: "am" } });
    expect(res.headers.vary).toMatch(new RegExp(LANGUAGE_HEADER, "i"));
  });

  it("answers the texts as stored with `lang=original`, whatever the headers say (the console edits originals)", async () => {
    const job = await makeJob(t.db, {
      status: "approved",
      JobTitle: "Baker",
      translations: { am: { JobTitle: "ዳቦ ጋጋሪ" } },
    });
    const res = await t
      .request()
      .get(`${jobs}/${job.id}`)
      .query({ lang: "original" })
      .set(LANGUAGE_HEADER, "am")
      .set("Accept-Language", "am")
      .expect(200);
    expect(res.body.job).toMatchObject({ JobTitle: "Baker", translations: { am: { JobTitle: "ዳቦ ጋጋሪ" } } });
    const page = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.paginateJobs}`)
      .query({ lang: "original" })
      .set(LANGUAGE_HEADER, "am")
      .expect(200);
    expect(page.body.jobs.map((item: { JobTitle: string }) => item.JobTitle)).toContain("Baker");
  });

  it("localizes lists too", async () => {
    await makeTestimonial(t.db, {
      clients_say: "It changed my life.",
      translations: { am: { clients_say: "ሕይወቴን ቀይሯል።" } },
    });
    const res = await t
      .request()
      .get(`${API_PREFIX}${apiPaths.testimonials}`)
      .query({ lang: "am" })
      .expect(200);
    expect(res.body.testimonials.map((item: { clients_say: string }) => item.clients_say)).toContain(
      "ሕይወቴን ቀይሯል።",
    );
  });

  it("refuses versions of fields a kind does not translate, and unknown languages, with 400", async () => {
    const { auth } = await t.signIn("admin");
    const field = await t
      .request()
      .post(jobs)
      .set(auth)
      .send({ ...driverJob, translations: { am: { applyUrl: "https://evil.example" } } })
      .expect(400);
    expect(field.body.message).toMatch(/translations/);
    await t
      .request()
      .post(jobs)
      .set(auth)
      .send({ ...driverJob, language: "fr" })
      .expect(400);
    await t.request().get(jobs).query({ lang: "fr" }).expect(400);
  });

  it("refuses a version longer than its original may be, naming the field, and stores one at the limit", async () => {
    const { auth } = await t.signIn("admin");
    const tooLong = await t
      .request()
      .post(jobs)
      .set(auth)
      .field({ ...driverJob, translations: JSON.stringify({ am: { JobTitle: "ሀ".repeat(201) } }) })
      .expect(400);
    expect(tooLong.body.message).toBe("translations.am.JobTitle: must be at most 200 characters");

    const atLimit = await t
      .request()
      .post(jobs)
      .set(auth)
      .field({ ...driverJob, translations: JSON.stringify({ am: { JobTitle: "ሀ".repeat(200) } }) })
      .expect(201);
    expect(jobSchema.parse(atLimit.body.job).translations.am?.JobTitle).toBe("ሀ".repeat(200));
  });

  it("counts a rich text's version as a reader sees it, as its original is counted", async () => {
    const { auth } = await t.signIn("admin");
    const job = await makeJob(t.db, { JobTitle: "Writer" });
    const visible = "ሀ".repeat(5000);
    const res = await t
      .request()
      .put(`${jobs}/${job.id}`)
      .set(auth)
      .send({ translations: { om: { Description: `<p><strong>${visible}</strong></p>` } } })
      .expect(200);
    expect(res.body.job.translations.om.Description).toBe(`<p><strong>${visible}</strong></p>`);
    const refused = await t
      .request()
      .put(`${jobs}/${job.id}`)
      .set(auth)
      .send({ translations: { om: { Description: `<p>${visible}ሀ</p>` } } })
      .expect(400);
    expect(refused.body.message).toBe("translations.om.Description: must be at most 5000 characters");
  });

  it("holds the content kinds' versions to their originals' limits too (a testimonial's quote)", async () => {
    const { auth } = await t.signIn("admin");
    const quoteWithVersion = (length: number) =>
      t
        .request()
        .post(`${API_PREFIX}${apiPaths.testimonials}`)
        .set(auth)
        .send({
          full_Name: "Hana",
          clients_say: "Thanks.",
          translations: { om: { clients_say: "a".repeat(length) } },
        });
    const quote = await quoteWithVersion(1001).expect(400);
    expect(quote.body.message).toBe("translations.om.clients_say: must be at most 1000 characters");
    const stored = await quoteWithVersion(1000).expect(201);
    expect(stored.body.testimonial.translations.om.clients_say).toHaveLength(1000);
  });

  it("stores no version in the original's own language: the form's language changed to it, or the language alone", async () => {
    const { auth } = await t.signIn("admin");
    // The edit form after "Written in" went from English to Amharic: its Amharic version stays in the body.
    const created = await t
      .request()
      .post(jobs)
      .set(auth)
      .field({
        JobTitle: "የሂሳብ ባለሙያ",
        Type: "Full-time",
        Description: "ሂሳብ መያዝ።",
        applyUrl: "https://example.org/apply",
        language: "am",
        translations: JSON.stringify({ am: { JobTitle: "የሂሳብ ባለሙያ" }, om: { JobTitle: "Herregaa" } }),
      })
      .expect(201);
    expect(created.body.job).toMatchObject({
      language: "am",
      translations: { om: { JobTitle: "Herregaa" } },
    });
    expect(created.body.job.translations).not.toHaveProperty("am");

    const post = await makeBlog(t.db, {
      title: "About scholarships",
      description: "A short summary",
      translations: { am: { title: "ስለ ትምህርት ዕድሎች" }, om: { title: "Waa'ee carraa barnootaa" } },
    });
    const moved = await t.request().put(`${blogs}/${post.id}`).set(auth).send({ language: "om" }).expect(200);
    expect(moved.body.blog).toMatchObject({
      language: "om",
      translations: { am: { title: "ስለ ትምህርት ዕድሎች" } },
    });
    expect(moved.body.blog.translations).not.toHaveProperty("om");

    // A body with versions but no language drops the one in the stored original's language.
    const quote = await makeTestimonial(t.db, { clients_say: "It changed my life.", language: "en" });
    const res = await t
      .request()
      .put(`${API_PREFIX}${apiPaths.testimonials}/${quote.id}`)
      .set(auth)
      .send({ translations: { en: { clients_say: "Changed." }, am: { clients_say: "ሕይወቴን ቀይሯል።" } } })
      .expect(200);
    expect(res.body.testimonial.translations).toEqual({ am: { clients_say: "ሕይወቴን ቀይሯል።" } });
  });
});
