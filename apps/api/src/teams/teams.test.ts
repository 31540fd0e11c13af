import { API_PREFIX, teamMemberSchema } from "@btw/contracts";
import { makeTeamMember } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { pngBytes } from "../../test/test-files.ts";

const path = `${API_PREFIX}/teams`;

describe("team members", () => {
  const t = createTestContext();

  it("lists the team by sort order on both teams and teams/data", async () => {
    const second = await makeTeamMember(t.db, { sortOrder: 902 });
    const first = await makeTeamMember(t.db, { sortOrder: 901 });
    for (const url of [path, `${path}/data`]) {
      const res = await t.request().get(url).expect(200);
      teamMemberSchema.strict().array().parse(res.body.teams);
      const ids = res.body.teams.map((member: { id: number }) => member.id);
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const orders = res.body.teams.map((member: { sortOrder: number }) => member.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it("lets an editor add a member with a photo", async () => {
    const { auth } = await t.signIn("editor");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .field("name", "Meron Alemu")
      .field("position", "Program lead")
      .field("teamMemberBio", "Runs the mentoring programme.")
      .field("linkedn", "https://www.linkedin.com/in/meron")
      .field("sortOrder", "3")
      .attach("photo", await pngBytes(800, 800), "meron.png")
      .expect(201);
    expect(res.body.team).toMatchObject({
      name: "Meron Alemu",
      position: "Program lead",
      linkedn: "https://www.linkedin.com/in/meron",
      twitter: null,
      sortOrder: 3,
    });
    expect(res.body.team.photo).toMatch(/-1200\.webp$/);
  });

  it("clears a link when an edit sends it empty, and keeps it when the edit leaves it out", async () => {
    const { auth } = await t.signIn("editor");
    const member = await makeTeamMember(t.db, {
      twitter: "https://x.com/btw",
      linkedn: "https://www.linkedin.com/in/btw",
    });
    const res = await t.request().put(`${path}/${member.id}`).set(auth).send({ twitter: "" }).expect(200);
    expect(res.body.team).toMatchObject({ twitter: null, linkedn: "https://www.linkedin.com/in/btw" });
  });

  it("rejects a link that is not a web address, naming the field", async () => {
    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .post(path)
      .set(auth)
      .send({ name: "A", position: "B", teamMemberBio: "C", twitter: "javascript:alert(1)" })
      .expect(400);
    expect(res.body.issues[0].path).toBe("twitter");
  });

  it("updates and deletes with staff rights only", async () => {
    const member = await makeTeamMember(t.db);
    const { auth: memberAuth } = await t.signIn("member");
    await t.request().post(path).send({ name: "A", position: "B", teamMemberBio: "C" }).expect(401);
    await t.request().put(`${path}/${member.id}`).set(memberAuth).send({ position: "Chair" }).expect(403);

    const { auth } = await t.signIn("admin");
    const res = await t
      .request()
      .put(`${path}/${member.id}`)
      .set(auth)
      .send({ position: "Chair" })
      .expect(200);
    expect(res.body.team).toMatchObject({ id: member.id, name: member.name, position: "Chair" });

    await t.request().delete(`${path}/${member.id}`).set(memberAuth).expect(403);
    await t.request().delete(`${path}/${member.id}`).set(auth).expect(200);
    await t.request().delete(`${path}/${member.id}`).set(auth).expect(404);
    await t.request().put(`${path}/${member.id}`).set(auth).send({ position: "Chair" }).expect(404);
  });
});
