// Spec section 7's calls as its client sends them: internships, training and jobs carry no
// application link (the spec's entities have none), and the listing then says to apply as its
// description explains.
import { API_PREFIX } from "@btw/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const SPEC_BODIES = {
  internships: {
    entity: "internship",
    body: {
      internshipCategory: "Web Development Intern",
      openDate: "2026-12-01",
      company: JSON.stringify(["Gebeya"]),
      skill: JSON.stringify(["React"]),
      eligibilityCountries: JSON.stringify(["Ethiopia"]),
      Responsibilities: "Build pages with the team.",
      Benefits: "Mentoring. Apply by email to jobs@gebeya.example with your CV.",
    },
  },
  training: {
    entity: "training",
    body: {
      Title: "Data skills bootcamp",
      Description: "Four weeks of data skills. Register at the office in Bole.",
      selectedCountries: JSON.stringify(["Ethiopia"]),
    },
  },
  jobs: {
    entity: "job",
    body: {
      JobTitle: "Junior developer",
      Type: "Full-time",
      Description: "Send your CV to hr@example.org.",
    },
  },
} as const;

describe("the spec's create payloads, without an application link", () => {
  const t = createTestContext();
  let admin: Awaited<ReturnType<typeof t.signIn>>;
  beforeAll(async () => {
    admin = await t.signIn("admin");
  });

  for (const [path, { entity, body }] of Object.entries(SPEC_BODIES)) {
    it(`POST ${path} with the spec's fields answers 201; the item has no applyUrl`, async () => {
      const created = await t.request().post(`${API_PREFIX}/${path}`).set(admin.auth).send(body).expect(201);
      const item = created.body[entity];
      expect(item.applyUrl).toBeNull();
      const read = await t.request().get(`${API_PREFIX}/${path}/${item.id}`).set(admin.auth).expect(200);
      expect(read.body[entity].applyUrl).toBeNull();
      // A link given later is kept, and "" clears it again.
      await t
        .request()
        .put(`${API_PREFIX}/${path}/${item.id}`)
        .set(admin.auth)
        .send({ applyUrl: "https://apply.example.org/x" })
        .expect(200);
      const cleared = await t
        .request()
        .put(`${API_PREFIX}/${path}/${item.id}`)
        .set(admin.auth)
        .send({ applyUrl: "" })
        .expect(200);
      expect(cleared.body[entity].applyUrl).toBeNull();
    });
  }
});
