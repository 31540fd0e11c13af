// Hostile input over HTTP: out-of-range ids and dates, control characters, malformed multipart
// bodies, odd amounts and lists. Each answers 4xx with `{ message }`, never 500, and stores nothing.
import { API_PREFIX } from "@btw/contracts";
import { makeBlog, makeJob } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { uploadDir } from "../storage/local-storage.ts";

const api = (path: string) => `${API_PREFIX}${path}`;

/** A 4xx with a plain `{ message }` that names no file, stack or SQL. */
function expectClientError(res: { status: number; body: unknown; text: string }, status: number) {
  expect(res.status, res.text).toBe(status);
  expect(typeof (res.body as { message?: unknown }).message).toBe("string");
  expect(res.text).not.toMatch(/ENOENT|\/tmp\/|\/app\/|node_modules|at .*\.ts|prisma|invalid byte sequence/i);
}

describe("hostile input", () => {
  const t = createTestContext();

  it("answers 404 for ids outside 1..2147483647 on public and private routes", async () => {
    const job = await makeJob(t.db, { status: "approved" });
    const blog = await makeBlog(t.db);
    const admin = await t.signIn("admin");
    await t
      .request()
      .get(api(`/jobs/${job.id}`))
      .expect(200);
    await t
      .request()
      .get(api(`/blogs/${blog.id}`))
      .expect(200);
    for (const id of ["2147483648", "99999999999999999999", "0", "-1", "1e3", "0x10", "1.5", "%00", "abc"]) {
      for (const path of [
        `/jobs/${id}`,
        `/scholarships/${id}`,
        `/training/${id}`,
        `/internships/${id}`,
        `/blogs/${id}`,
      ]) {
        expectClientError(await t.request().get(api(path)), 404);
      }
      for (const path of [
        `/users/${id}`,
        `/users-Job/${id}`,
        `/feedbacks/${id}`,
        `/resumes/${id}`,
        `/resumes/${id}/cv`,
      ]) {
        expectClientError(await t.request().get(api(path)).set(admin.auth), 404);
      }
      expectClientError(
        await t
          .request()
          .delete(api(`/blogs/${id}`))
          .set(admin.auth),
        404,
      );
      expectClientError(
        await t
          .request()
          .put(api(`/jobs-approve/${id}`))
          .set(admin.auth)
          .send({}),
        404,
      );
    }
  });

  it("refuses control characters in queries and bodies with 400", async () => {
    for (const path of [
      "/paginate-jobs?q=%00",
      "/jobs?q=a%00b",
      "/paginate-scholarship?q=%1B",
      "/jobs?%00=1",
      "/blogs?page=1%00",
    ]) {
      expectClientError(await t.request().get(api(path)), 400);
    }
    const nul = "a\u0000b";
    expectClientError(
      await t.request().post(api("/feedbacks")).send({ phone: "0911234567", message: nul }),
      400,
    );
    expectClientError(
      await t.request().post(api("/contact-messages")).send({ email: "a@example.org", message: nul }),
      400,
    );
    expectClientError(
      await t
        .request()
        .post(api("/users"))
        .send({ fullName: nul, email: "nul@example.org", password: "long enough password" }),
      400,
    );
    expectClientError(
      await t
        .request()
        .post(api("/users"))
        .send({ fullName: "Nul", email: "nul@example.org", password: "long enough\u0000password" }),
      400,
    );
    expect(await t.db.user.count({ where: { email: "nul@example.org" } })).toBe(0);
    expectClientError(
      await t.request().post(api("/chapaDonate")).send({
        amount: 100,
        fname: "Abebe\u0085",
        lname: "Kebede",
        phone_number: "0911234567",
        email: "donor@example.org",
        address: "Bole",
      }),
      400,
    );
    expectClientError(
      await t
        .request()
        .post(api("/resumes"))
        .field("fullName", nul)
        .field("email", "cv@example.org")
        .field("coverLetter", "x"),
      400,
    );
    // A single-line field refuses a line break; a multi-line one keeps it.
    const member = await t.signIn("member");
    const job = {
      JobTitle: "Clerk",
      Type: "Full-time",
      Description: "Two lines\nof text",
      applyUrl: "https://example.org/apply",
    };
    await t.request().post(api("/jobs")).set(member.auth).send(job).expect(201);
    expectClientError(
      await t
        .request()
        .post(api("/jobs"))
        .set(member.auth)
        .send({ ...job, JobTitle: "Clerk\r\nSet-Cookie: x" }),
      400,
    );
  });

  it("refuses dates outside 1900..2100 with 400 and stores nothing", async () => {
    const member = await t.signIn("member");
    for (const deadline of [
      "+275760-09-13T00:00:00.000Z",
      8.64e15,
      "2101-01-01",
      "1899-12-31",
      "2026-02-30",
      [2026],
    ]) {
      const res = await t.request().post(api("/jobs")).set(member.auth).send({
        JobTitle: "Far future",
        Type: "Full-time",
        Description: "x",
        applyUrl: "https://example.org/apply",
        deadline,
      });
      expectClientError(res, 400);
      expect(res.body.message).toMatch(/deadline/);
    }
    expect(await t.db.job.count({ where: { createdById: member.user.id } })).toBe(0);
    await t
      .request()
      .get(api("/donate?from=+275760-09-13"))
      .set((await t.signIn("admin")).auth)
      .expect((res) => expect(res.status).toBeLessThan(500));
  });

  it("answers 400 to multipart bodies without a boundary or cut short", async () => {
    expectClientError(
      await t.request().post(api("/resumes")).set("Content-Type", "multipart/form-data").send("abc"),
      400,
    );
    const boundary = "----x";
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nSelam`;
    expectClientError(
      await t
        .request()
        .post(api("/resumes"))
        .set("Content-Type", `multipart/form-data; boundary=${boundary}`)
        .send(truncated),
      400,
    );
  });

  it("takes amounts only as JSON numbers or plain decimal text", async () => {
    const donor = {
      fname: "Abebe",
      lname: "Kebede",
      phone_number: "0911234567",
      email: "donor@example.org",
      address: "Bole",
    };
    for (const amount of [[100], "0x64", "1e2", " ", { value: 100 }, true]) {
      const res = await t
        .request()
        .post(api("/chapaDonate"))
        .send({ ...donor, amount });
      expectClientError(res, 400);
      expect(res.body.message).toMatch(/amount/i);
    }
    expect(await t.db.donation.count({ where: { email: "donor@example.org" } })).toBe(0);
  });

  it("takes list fields as lists of plain names, from the site's choices where it has them", async () => {
    const admin = await t.signIn("admin");
    const training = {
      Title: "Lists",
      Description: "x",
      applyUrl: "https://example.org/apply",
    };
    for (const selectedCountries of ['{"a":1}', ["Atlantis"], [{ a: 1 }], "[1,2]"]) {
      expectClientError(
        await t
          .request()
          .post(api("/training"))
          .set(admin.auth)
          .send({ ...training, selectedCountries }),
        400,
      );
    }
    const res = await t
      .request()
      .post(api("/training"))
      .set(admin.auth)
      .field("Title", "Lists")
      .field("Description", "x")
      .field("applyUrl", "https://example.org/apply")
      .field("selectedCountries", '["Ethiopia","Canada"]')
      .expect(201);
    expect(res.body.training.selectedCountries).toEqual(["Ethiopia", "Canada"]);
  });

  it("answers a missing upload or an undecodable path with a plain 404 or 400, never a server path", async () => {
    const missing = await t.request().get("/uploads/nope.png");
    expectClientError(missing, 404);
    expect(missing.text).not.toContain(uploadDir(t.ctx.env));
    expectClientError(await t.request().get(api("/jobs/%E0%A4%A")), 400);
  });
});
