// Public reads carry a shared-cache policy and revalidate with ETag/304; personal answers and
// answers a token can change never become public.
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { makeBlog, makeJob, makeResource, makeTeamMember, makeTestimonial } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { PUBLIC_CACHE } from "./http-cache.ts";
import { NO_STORE } from "./no-store.ts";

const api = (path: string) => `${API_PREFIX}${path}`;

describe("HTTP caching of the API", () => {
  const t = createTestContext();

  it("lets browsers and CDNs keep public reads, with an ETag that answers 304", async () => {
    const [blog, job, resource, testimonial] = await Promise.all([
      makeBlog(t.db),
      makeJob(t.db),
      makeResource(t.db),
      makeTestimonial(t.db),
      makeTeamMember(t.db),
    ]);
    for (const path of [
      apiPaths.blogs,
      `${apiPaths.blogs}/${blog.id}`,
      apiPaths.jobs,
      `${apiPaths.paginateJobs}?page=1&limit=5`,
      `${apiPaths.jobs}/${job.id}`,
      `${apiPaths.resources}/${resource.id}`,
      `${apiPaths.resourcesByType}?types=resume-sample`,
      apiPaths.testimonials,
      `${apiPaths.testimonials}/${testimonial.id}`,
      apiPaths.teams,
    ]) {
      const first = await t.request().get(api(path)).expect(200);
      expect(first.headers["cache-control"], path).toBe(PUBLIC_CACHE);
      expect(first.headers.etag, path).toMatch(/^W\/"/);
      // Other test files write to the same database meanwhile: a list they changed answers 200 with
      // its new ETag, which is then asked with again.
      let etag = String(first.headers.etag);
      let again = await t.request().get(api(path)).set("If-None-Match", etag);
      for (let retry = 0; again.status === 200 && retry < 3; retry++) {
        etag = String(again.headers.etag);
        again = await t.request().get(api(path)).set("If-None-Match", etag);
      }
      expect(again.status, path).toBe(304);
      expect(again.headers["cache-control"], path).toBe(PUBLIC_CACHE);
      expect(again.text, path).toBe("");
    }
  });

  it("answers a changed item with a new body, not 304", async () => {
    const job = await makeJob(t.db);
    const first = await t
      .request()
      .get(api(`${apiPaths.jobs}/${job.id}`))
      .expect(200);
    await t.db.job.update({ where: { id: job.id }, data: { JobTitle: `${job.JobTitle} (updated)` } });
    const changed = await t
      .request()
      .get(api(`${apiPaths.jobs}/${job.id}`))
      .set("If-None-Match", String(first.headers.etag))
      .expect(200);
    expect(changed.body.job.JobTitle).toContain("(updated)");
  });

  it("varies opportunity reads on Authorization and keeps a signed-in answer private", async () => {
    const pending = await makeJob(t.db, { status: "pending" });
    const anonymous = await t.request().get(api(apiPaths.jobs)).expect(200);
    expect(anonymous.headers.vary).toMatch(/Authorization/i);
    expect(anonymous.body.jobs.map((row: { id: number }) => row.id)).not.toContain(pending.id);

    const { auth } = await t.signIn("admin");
    for (const path of [
      apiPaths.jobs,
      `${apiPaths.jobs}/${pending.id}`,
      `${apiPaths.paginateJobs}?status=pending`,
    ]) {
      const staff = await t.request().get(api(path)).set(auth).expect(200);
      expect(staff.headers["cache-control"], path).toBe(NO_STORE);
      expect(staff.headers.vary, path).toMatch(/Authorization/i);
    }
  });

  it("never marks errors or personal answers public", async () => {
    const missing = await t
      .request()
      .get(api(`${apiPaths.jobs}/999999999`))
      .expect(404);
    expect(missing.headers["cache-control"] ?? "").not.toContain("public");
    const invalid = await t.request().get(api(`${apiPaths.paginateJobs}?limit=100000`));
    expect(invalid.status).toBe(400);
    expect(invalid.headers["cache-control"] ?? "").not.toContain("public");

    const { auth, user } = await t.signIn();
    for (const path of [
      apiPaths.me,
      `${apiPaths.users}/${user.id}`,
      `${apiPaths.userJobs}/${user.id}`,
      apiPaths.blogs,
    ]) {
      const res = await t.request().get(api(path)).set(auth);
      expect(res.headers["cache-control"], path).toBe(NO_STORE);
    }
    const status = await t.request().get(api("/donate/status/btw-unknown"));
    expect(status.headers["cache-control"]).toBe(NO_STORE);
    const health = await t.request().get(api(apiPaths.health));
    expect(health.headers["cache-control"] ?? "").not.toContain("public");
  });
});
