import { API_PREFIX, opportunityPagePath } from "@btw/contracts";
import { daysFromNow, makeInternship, makeJob } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { newAlertToken } from "./alert-preferences.service.ts";
import { sendWeeklyDigests } from "./digest.service.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const api = (path: string) => `${API_PREFIX}${path}`;
const DAY = 86_400_000;

describe("alert filters", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });
  // A week far ahead, so that only this file's listings are new in it.
  const now = new Date(Date.now() + 500 * DAY);
  const published = { reviewedAt: new Date(now.getTime() - DAY), deadline: daysFromNow(600) };

  it("keeps a member's digest to the list filters they chose, and others' to everything as before", async () => {
    const remote = await makeJob(t.db, { ...published, workplace: "remote" });
    const onSite = await makeJob(t.db, { ...published, workplace: "on_site" });
    const unsaid = await makeJob(t.db, published);
    const paid = await makeInternship(t.db, { ...published, pay: "paid", workplace: "on_site" });

    const me = await t.signIn("member");
    const saved = await t
      .request()
      .put(api("/alerts/preferences"))
      .set(me.auth)
      .send({
        kinds: ["jobs", "internships"],
        // "" is "any", as the settings form's selects send it.
        filters: { jobs: { workplace: "remote", city: "" }, training: { cost: "" } },
        language: "en",
      })
      .expect(200);
    expect(saved.body.alerts.filters).toEqual({ jobs: { workplace: "remote" } });
    const read = await t.request().get(api("/alerts/preferences")).set(me.auth).expect(200);
    expect(read.body.alerts.filters).toEqual({ jobs: { workplace: "remote" } });

    // A preference saved before filters existed: its row holds none.
    const { user: before } = await t.signIn("member");
    await t.db.alertPreference.create({
      data: { userId: before.id, token: newAlertToken(), kinds: ["jobs"], fieldsOfStudy: [], countries: [] },
    });

    const run = await sendWeeklyDigests(t.ctx, now, { only: [me.user.email, before.email] });
    expect(run.sent).toBe(2);
    const filtered = (await smtp.waitForMail(me.user.email, 20_000)).text ?? "";
    expect(filtered).toContain(opportunityPagePath("jobs", remote.id));
    expect(filtered).not.toContain(opportunityPagePath("jobs", onSite.id));
    expect(filtered).not.toContain(opportunityPagePath("jobs", unsaid.id));
    // The jobs filter narrows jobs only: the internship still comes.
    expect(filtered).toContain(opportunityPagePath("internships", paid.id));
    expect(filtered).toContain("Your filters:\njob: Remote\n");

    const everything = (await smtp.waitForMail(before.email, 20_000)).text ?? "";
    for (const job of [remote, onSite, unsaid])
      expect(everything).toContain(opportunityPagePath("jobs", job.id));
  });

  it("refuses unknown kinds, filters and values with 400 { message }, and keeps what was saved", async () => {
    const me = await t.signIn("member");
    await t
      .request()
      .put(api("/alerts/preferences"))
      .set(me.auth)
      .send({ filters: { internships: { pay: "paid" } }, language: "en" })
      .expect(200);
    for (const filters of [
      { jobs: { workplace: "moon" } },
      { jobs: { salary: "high" } },
      { blogs: { city: "Addis Ababa" } },
      { scholarships: { studyLevel: ["master", "phd"] } },
      // The alert's own fieldsOfStudy list chooses fields of study.
      { scholarships: { fieldOfStudy: "Engineering" } },
      { training: { cost: { $ne: "" } } },
      { jobs: { city: "x".repeat(10_000) } },
      "jobs=remote",
      [{ jobs: { workplace: "remote" } }],
    ]) {
      const res = await t
        .request()
        .put(api("/alerts/preferences"))
        .set(me.auth)
        .send({ filters, language: "en" });
      expect(res.status, JSON.stringify(filters).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const read = await t.request().get(api("/alerts/preferences")).set(me.auth).expect(200);
    expect(read.body.alerts.filters).toEqual({ internships: { pay: "paid" } });
  });
});
