import { API_PREFIX } from "@btw/contracts";
import { createTestDatabase } from "@btw/db/testing";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

// Counting administrators needs a database no other test file writes to: this file makes its own.
const isolated = await createTestDatabase(inject("databaseUrl"));
afterAll(() => isolated.drop());

const USERS = `${API_PREFIX}/users`;

describe("the last active administrator", () => {
  const t = createTestContext({ DATABASE_URL: isolated.url });

  /** Two admins, and no other active one. */
  async function twoAdmins() {
    await t.db.user.updateMany({ where: { role: "admin" }, data: { active: false } });
    return [await t.signIn("admin"), await t.signIn("admin")] as const;
  }

  const removals = {
    demote: (id: number) => ({ method: "put", path: `${USERS}/${id}`, body: { role: "member" } }),
    deactivate: (id: number) => ({ method: "put", path: `${USERS}/${id}`, body: { active: false } }),
    delete: (id: number) => ({ method: "delete", path: `${USERS}/${id}`, body: undefined }),
  } as const;

  for (const [name, removal] of Object.entries(removals)) {
    it(`stays when two admins ${name} each other at the same moment`, async () => {
      for (let round = 0; round < 4; round++) {
        const [a, b] = await twoAdmins();
        const send = (actor: typeof a, target: typeof b) => {
          const { method, path, body } = removal(target.user.id);
          const request = method === "put" ? t.request().put(path).send(body) : t.request().delete(path);
          return request.set(actor.auth);
        };
        const answers = await Promise.all([send(a, b), send(b, a)]);
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
        for (const answer of answers) expect(answer.status).not.toBeGreaterThanOrEqual(500);
        expect(await t.db.user.count({ where: { role: "admin", active: true } })).toBe(1);
      }
    });
  }

  it("lets an admin demote or delete another admin while one stays", async () => {
    const [a, b] = await twoAdmins();
    await t.request().put(`${USERS}/${b.user.id}`).set(a.auth).send({ role: "editor" }).expect(200);
    const [c, d] = await twoAdmins();
    await t.request().delete(`${USERS}/${d.user.id}`).set(c.auth).expect(200);
    expect(await t.db.user.count({ where: { role: "admin", active: true } })).toBe(1);
  });
});
