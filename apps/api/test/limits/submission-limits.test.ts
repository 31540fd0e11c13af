// Regression: members' submissions (and the files they send) were not limited at all (40 of 40
// accepted in a minute). Now each member account has a budget, members behind one address share a
// generous one, and staff are not held back.
import { API_PREFIX, apiPaths } from "@btw/contracts";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { createTestContext } from "../context.ts";
import { pngBytes } from "../test-files.ts";

const PATH = `${API_PREFIX}${apiPaths.scholarships}`;
const scholarship = (title: string) => ({
  title,
  scholarshipType: "Fully Funded",
  modeOfStudy: "Online",
  fieldsOfStudy: ["Engineering"],
  eligibilityCountries: ["Ethiopia"],
  URL: "https://scholarships.example.org/apply",
});

describe("submission and upload limits", () => {
  const t = createTestContext({ TRUST_PROXY: "1" });
  const app = (rateLimits: NonNullable<Parameters<typeof createApp>[0]["rateLimits"]>) =>
    supertest(createApp({ ...t.ctx, rateLimits }));
  const tooMany = (res: supertest.Response) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  };

  it("limits one member's submissions from any address, not another member's nor an editor's", async () => {
    const client = app({ submissionAccount: { limit: 3 } });
    const member = await t.signIn("member");
    const submit = (auth: Record<string, string>, address: string, title: string) =>
      client.post(PATH).set(auth).set("X-Forwarded-For", address).send(scholarship(title));
    for (let i = 0; i < 3; i++) await submit(member.auth, `10.4.0.${i}`, `Mine ${i}`).expect(201);
    tooMany(await submit(member.auth, "10.4.9.9", "One too many"));
    expect(await t.db.scholarship.count({ where: { createdById: member.user.id } })).toBe(3);

    const other = await t.signIn("member");
    await submit(other.auth, "10.4.0.1", "Someone else's").expect(201);
    const editor = await t.signIn("editor");
    for (let i = 0; i < 4; i++) await submit(editor.auth, "10.4.0.1", `Editorial ${i}`).expect(201);
  });

  it("limits members' submissions from one address in bulk", async () => {
    const client = app({ submissionAddress: { limit: 2 } });
    for (let i = 0; i < 2; i++) {
      const member = await t.signIn("member");
      await client
        .post(PATH)
        .set(member.auth)
        .set("X-Forwarded-For", "10.5.0.1")
        .send(scholarship(`A${i}`))
        .expect(201);
    }
    const late = await t.signIn("member");
    tooMany(
      await client.post(PATH).set(late.auth).set("X-Forwarded-For", "10.5.0.1").send(scholarship("Late")),
    );
    await client
      .post(PATH)
      .set(late.auth)
      .set("X-Forwarded-For", "10.5.0.2")
      .send(scholarship("Elsewhere"))
      .expect(201);
  });

  it("limits the files one account sends, counting forms with files only", async () => {
    const client = app({ uploadAccount: { limit: 1 } });
    const member = await t.signIn("member");
    const photo = await pngBytes(40, 30);
    const form = (title: string) => {
      const req = client.post(PATH).set(member.auth);
      const body = scholarship(title);
      for (const [field, value] of Object.entries(body)) {
        req.field(field, Array.isArray(value) ? JSON.stringify(value) : value);
      }
      return req.attach("photo1", photo, "photo.png");
    };
    await form("With a photo").expect(201);
    tooMany(await form("Another photo"));
    // JSON (no file) is not an upload.
    await client.post(PATH).set(member.auth).send(scholarship("No photo")).expect(201);
  });
});
