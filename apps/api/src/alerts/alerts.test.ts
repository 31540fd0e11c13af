import { randomBytes } from "node:crypto";
import {
  API_PREFIX,
  alertPreferencesResponseSchema,
  closingSoonResponseSchema,
  findFeePhrases,
} from "@btw/contracts";
import {
  daysFromNow,
  makeInternship,
  makeJob,
  makeScholarship,
  makeSubscriber,
  makeTraining,
} from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const api = (path: string) => `${API_PREFIX}${path}`;
const unique = () => randomBytes(4).toString("hex");

describe("closing soon, closed items and deadline calendars", () => {
  const t = createTestContext({ PUBLIC_URL: "https://btw.example.org" });

  it("lists public listings of every kind closing within 7 days, soonest first", async () => {
    const tag = `Closing ${unique()}`;
    const today = await makeJob(t.db, { JobTitle: `${tag} today`, deadline: new Date() });
    const inSeven = await makeScholarship(t.db, { title: `${tag} seven`, deadline: daysFromNow(7) });
    const inTen = await makeTraining(t.db, { Title: `${tag} ten`, deadline: daysFromNow(10) });
    const expired = await makeJob(t.db, { JobTitle: `${tag} expired`, deadline: daysFromNow(-2) });
    const pending = await makeJob(t.db, {
      JobTitle: `${tag} pending`,
      deadline: daysFromNow(2),
      status: "pending",
    });
    const res = await t.request().get(api("/closing-soon?limit=24")).expect(200);
    const { closingSoon } = closingSoonResponseSchema.parse(res.body);
    const ids = closingSoon.map((item) => `${item.kind}:${item.id}`);
    expect(ids).toContain(`jobs:${today.id}`);
    // Other test files add listings closing this week too: the 7th day's scholarship is looked for among
    // scholarships, where fewer come before it; it is left out only when as many close no later.
    const scholarships = await t.request().get(api("/closing-soon?kind=scholarships&limit=24")).expect(200);
    const listed: Array<{ id: number; deadline: string }> = scholarships.body.closingSoon;
    if (!listed.some((item) => item.id === inSeven.id)) {
      expect(listed).toHaveLength(24);
      for (const item of listed)
        expect(new Date(item.deadline).getTime()).toBeLessThanOrEqual(inSeven.deadline!.getTime());
    }
    for (const absent of [`training:${inTen.id}`, `jobs:${expired.id}`, `jobs:${pending.id}`])
      expect(ids).not.toContain(absent);
    const deadlines = closingSoon.map((item) => item.deadline);
    expect([...deadlines].sort()).toEqual(deadlines);
    expect(closingSoon.find((item) => item.id === today.id && item.kind === "jobs")).toMatchObject({
      title: `${tag} today`,
      daysLeft: 0,
      path: `/resource/job-opportunities/${today.id}`,
    });
    expect(res.headers["cache-control"]).toMatch(/public/);
    // One kind only, and a limit.
    const jobsOnly = await t.request().get(api("/closing-soon?kind=jobs&limit=2")).expect(200);
    expect(jobsOnly.body.closingSoon.length).toBeLessThanOrEqual(2);
    expect(jobsOnly.body.closingSoon.every((item: { kind: string }) => item.kind === "jobs")).toBe(true);
    for (const bad of ["limit=0", "limit=25", "limit=1e1", "kind=blogs", "kind[]=jobs"])
      expect((await t.request().get(api(`/closing-soon?${bad}`))).status, bad).toBe(400);
  });

  it("sorts a list by closing-soon: only the next 7 days, soonest first", async () => {
    const tag = `Sort${unique()}`;
    const later = await makeJob(t.db, { JobTitle: `${tag} b`, deadline: daysFromNow(5) });
    const sooner = await makeJob(t.db, { JobTitle: `${tag} a`, deadline: daysFromNow(1) });
    await makeJob(t.db, { JobTitle: `${tag} far`, deadline: daysFromNow(20) });
    await makeJob(t.db, { JobTitle: `${tag} none`, deadline: null });
    const res = await t
      .request()
      .get(api(`/paginate-jobs?sort=closing-soon&q=${tag}`))
      .expect(200);
    expect(res.body.jobs.map((job: { id: number }) => job.id)).toEqual([sooner.id, later.id]);
    expect(res.body.count).toBe(2);
    expect((await t.request().get(api("/paginate-jobs?sort=closing"))).status).toBe(400);
  });

  it("answers an expired listing with closed: true; lists never show it", async () => {
    const expired = await makeScholarship(t.db, { deadline: daysFromNow(-3) });
    const open = await makeScholarship(t.db, { deadline: daysFromNow(3) });
    const one = await t
      .request()
      .get(api(`/scholarships/${expired.id}`))
      .expect(200);
    expect(one.body.scholarship.closed).toBe(true);
    expect(one.body.scholarship).not.toHaveProperty("hidden");
    expect(one.body.scholarship).not.toHaveProperty("feePhrases");
    expect((await t.request().get(api(`/scholarships/${open.id}`))).body.scholarship.closed).toBe(false);
    const list = await t
      .request()
      .get(api(`/paginate-scholarship?q=${encodeURIComponent(expired.title)}`))
      .expect(200);
    expect(list.body.scholarships).toEqual([]);
  });

  it("flags submissions that ask for money in the approval queue (staff only)", async () => {
    const scam = await makeJob(t.db, {
      status: "pending",
      JobTitle: `Data clerk ${unique()}`,
      Description: "Send a Registration   Fee of 500 birr. የማመልከቻ ክፍያ 200 ብር። Kaffaltii galmee.",
    });
    const clean = await makeJob(t.db, { status: "pending", JobTitle: `Driver ${unique()}` });
    const admin = await t.signIn("admin");
    const queue = await t
      .request()
      .get(api("/paginate-jobs?status=pending&limit=100"))
      .set(admin.auth)
      .expect(200);
    const byId = new Map(queue.body.jobs.map((job: { id: number }) => [job.id, job]));
    expect(byId.get(scam.id)).toMatchObject({
      hidden: false,
      feePhrases: ["registration fee", "የማመልከቻ ክፍያ", "kaffaltii galmee"],
    });
    expect(byId.get(clean.id)).toMatchObject({ feePhrases: [] });
    expect(findFeePhrases("No fees at all; apply online.")).toEqual([]);
  });

  it("names the listing in the calendar file's language where the listing has that version", async () => {
    const job = await makeJob(t.db, {
      JobTitle: "Data analyst",
      translations: { am: { JobTitle: "የዳታ ተንታኝ" } },
      deadline: new Date("2030-03-15T00:00:00Z"),
    });
    const summary = async (lang: string) =>
      (
        await t
          .request()
          .get(api(`/jobs/${job.id}/deadline.ics?lang=${lang}`))
          .expect(200)
      ).text
        .replace(/\r\n /g, "")
        .match(/\r\nSUMMARY;[^\r]*/)?.[0];
    expect(await summary("am")).toBe("\r\nSUMMARY;LANGUAGE=am:የመጨረሻ ቀን፦ የዳታ ተንታኝ");
    expect(await summary("om")).toBe("\r\nSUMMARY;LANGUAGE=om:Guyyaa xumuraa: Data analyst");
  });

  it("serves an .ics per deadline in the asked language; 404 without a deadline or for non-public items", async () => {
    const job = await makeJob(t.db, {
      JobTitle: "Accountant, Addis; senior",
      deadline: new Date("2030-03-15T00:00:00Z"),
    });
    const res = await t
      .request()
      .get(api(`/jobs/${job.id}/deadline.ics`))
      .expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?job-\d+-deadline\.ics"?$/);
    const text = res.text;
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20300315\r\n");
    expect(text).toContain(`\r\nUID:jobs-${job.id}-deadline@btw.example.org\r\n`);
    expect(text.replace(/\r\n /g, "")).toContain(
      "SUMMARY;LANGUAGE=en:Deadline: Accountant\\, Addis\\; senior",
    );
    const amharic = await t
      .request()
      .get(api(`/jobs/${job.id}/deadline.ics?lang=am`))
      .expect(200);
    expect(amharic.text.replace(/\r\n /g, "")).toContain("SUMMARY;LANGUAGE=am:የመጨረሻ ቀን፦");
    expect(amharic.text.replace(/\r\n /g, "")).toContain(
      `https://btw.example.org/am/resource/job-opportunities/${job.id}`,
    );
    // An internship is named by its category, as its page names it: the label in the file's language.
    const internship = await makeInternship(t.db, { internshipCategory: "Web Development Intern" });
    const unfolded = async (path: string) =>
      (await t.request().get(api(path)).expect(200)).text.replace(/\r\n /g, "");
    expect(await unfolded(`/internships/${internship.id}/deadline.ics?lang=am`)).toContain(
      "SUMMARY;LANGUAGE=am:የመጨረሻ ቀን፦ የዌብ ልማት ተለማማጅ\r\n",
    );
    expect(await unfolded(`/internships/${internship.id}/deadline.ics?lang=om`)).toContain(
      "Shaakaltuu Misooma Weebii\r\n",
    );
    const offList = await makeInternship(t.db, { internshipCategory: "Beekeeping Intern" });
    expect(await unfolded(`/internships/${offList.id}/deadline.ics?lang=am`)).toContain(
      "SUMMARY;LANGUAGE=am:የመጨረሻ ቀን፦ Beekeeping Intern\r\n",
    );
    const noDeadline = await makeJob(t.db, { deadline: null });
    expect((await t.request().get(api(`/jobs/${noDeadline.id}/deadline.ics`))).status).toBe(404);
    const pending = await makeJob(t.db, { status: "pending" });
    expect((await t.request().get(api(`/jobs/${pending.id}/deadline.ics`))).status).toBe(404);
    expect((await t.request().get(api(`/jobs/${job.id}/deadline.ics?lang=xx`))).status).toBe(400);
    expect((await t.request().get(api("/jobs/0x1/deadline.ics"))).status).toBe(404);
  });
});

describe("alert settings", () => {
  const t = createTestContext({ PUBLIC_URL: "https://btw.example.org" });

  it("keeps a member's own settings: off until saved, then as saved; others never see them", async () => {
    const me = await t.signIn("member");
    const first = await t.request().get(api("/alerts/preferences")).set(me.auth).expect(200);
    expect(alertPreferencesResponseSchema.parse(first.body).alerts).toEqual({
      enabled: false,
      kinds: [],
      fieldsOfStudy: [],
      countries: [],
      filters: {},
      language: "en",
    });
    const saved = await t
      .request()
      .put(api("/alerts/preferences"))
      .set(me.auth)
      .send({
        kinds: ["scholarships", "jobs", "jobs"],
        fieldsOfStudy: ["Computer Science"],
        countries: "Ethiopia,Kenya",
        language: "am",
      })
      .expect(200);
    expect(saved.body.alerts).toEqual({
      enabled: true,
      kinds: ["scholarships", "jobs"],
      fieldsOfStudy: ["Computer Science"],
      countries: ["Ethiopia", "Kenya"],
      filters: {},
      language: "am",
    });
    const other = await t.signIn("member");
    expect((await t.request().get(api("/alerts/preferences")).set(other.auth)).body.alerts.enabled).toBe(
      false,
    );
    expect((await t.request().get(api("/alerts/preferences"))).status).toBe(401);
    expect((await t.request().put(api("/alerts/preferences")).send({})).status).toBe(401);
  });

  it("refuses hostile settings with 400 { message }", async () => {
    const me = await t.signIn("member");
    for (const body of [
      { kinds: ["blogs"] },
      { kinds: "jobs,__proto__" },
      { fieldsOfStudy: ["Astrology"] },
      { countries: ["<script>"] },
      { countries: Array.from({ length: 31 }, (_, i) => `Country ${i}`) },
      { language: "fr" },
      { enabled: "yes" },
      { kinds: { $gt: "" } },
    ]) {
      const res = await t.request().put(api("/alerts/preferences")).set(me.auth).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("takes alert choices with a newsletter sign-up (double opt-in kept), and lets the emailed token change them", async () => {
    const email = `alerts-${unique()}@example.test`;
    await t
      .request()
      .post(api("/subscribers"))
      .send({ email, kinds: ["training"], countries: ["Kenya"], language: "om" })
      .expect(201);
    const subscriber = await t.db.subscriber.findUniqueOrThrow({
      where: { email },
      include: { alertPreference: true },
    });
    expect(subscriber.status).toBe("pending");
    expect(subscriber.language).toBe("om");
    expect(subscriber.alertPreference).toMatchObject({
      kinds: ["training"],
      countries: ["Kenya"],
      language: "om",
    });
    const token = subscriber.alertPreference!.token;
    const read = await t
      .request()
      .get(api(`/alerts/subscription?token=${token}`))
      .expect(200);
    expect(read.body).toMatchObject({ status: "pending", alerts: { kinds: ["training"], enabled: true } });
    expect(read.body.email).not.toBe(email);
    expect(read.body.email).toMatch(/^al•••@example\.test$/);
    const changed = await t
      .request()
      .put(api(`/alerts/subscription?token=${token}`))
      .send({ kinds: [], fieldsOfStudy: ["Engineering"], countries: [], language: "am" })
      .expect(200);
    expect(changed.body.alerts).toMatchObject({ kinds: [], fieldsOfStudy: ["Engineering"], language: "am" });
    expect((await t.request().get(api(`/alerts/subscription?token=${"x".repeat(32)}`))).status).toBe(404);
    expect((await t.request().get(api("/alerts/subscription?token=short"))).status).toBe(400);
    // A confirmed subscriber's choices cannot be changed by someone typing their address into the form.
    const confirmed = await makeSubscriber(t.db, { status: "confirmed", confirmedAt: new Date() });
    await t
      .request()
      .post(api("/subscribers"))
      .send({ email: confirmed.email, kinds: ["jobs"] })
      .expect(200);
    expect(await t.db.alertPreference.findUnique({ where: { subscriberId: confirmed.id } })).toBeNull();
  });
});
