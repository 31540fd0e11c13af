import { API_PREFIX } from "@btw/contracts";
import { makeBlog, makeUser } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { containsPattern, escapeLike } from "./like-pattern.ts";

const api = (path: string) => `${API_PREFIX}${path}`;

describe("LIKE escaping", () => {
  const t = createTestContext();

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike("50%_off")).toBe("50\\%\\_off");
    expect(escapeLike("a\\b")).toBe("a\\\\b");
    expect(escapeLike("plain words")).toBe("plain words");
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
  });

  it("matches a search for 50%_off literally in PostgreSQL", async () => {
    const [row] = await t.db.$queryRaw<[{ literal: boolean; lookalike: boolean }]>`
      SELECT 'Save 50%_off today' ILIKE ${containsPattern("50%_off")} AS literal,
             'Save 50X-off today' ILIKE ${containsPattern("50%_off")} AS lookalike`;
    expect(row).toEqual({ literal: true, lookalike: false });
  });

  it("admin lists and the user list find 50%_off literally, not as a pattern", async () => {
    const word = `like${Date.now().toString(36)}`;
    const literal = await makeBlog(t.db, { title: `${word} 50%_off` });
    await makeBlog(t.db, { title: `${word} 50X-off` });
    const { auth: editor } = await t.signIn("editor");
    const blogs = await t
      .request()
      .get(api("/admin/lists/blogs"))
      .set(editor)
      .query({ q: `${word} 50%_off` })
      .expect(200);
    expect(blogs.body.data.map((row: { id: number }) => row.id)).toEqual([literal.id]);

    const member = await makeUser(t.db, { fullName: `${word} 50%_off` });
    await makeUser(t.db, { fullName: `${word} 50X-off` });
    const { auth: admin } = await t.signIn("admin");
    const users = await t
      .request()
      .get(api("/users"))
      .set(admin)
      .query({ q: `${word} 50%_off` })
      .expect(200);
    expect(users.body.users.map((row: { id: number }) => row.id)).toEqual([member.user.id]);
  });
});
