// Answers with a person's data or a credential are never stored by a browser, proxy or CDN.
import { API_PREFIX } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

const api = (path: string) => `${API_PREFIX}${path}`;

describe("Cache-Control on personal answers", () => {
  const t = createTestContext();

  it("is private, no-store for sign-in, tokens, accounts, donations and anything asked with a token", async () => {
    const { user, password } = await makeUser(t.db);
    const login = await t
      .request()
      .post(api("/users/login"))
      .send({ email: user.email, password })
      .expect(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
    const auth = { Authorization: `Bearer ${login.body.token}` };

    for (const path of [
      "/users/me",
      `/users/${user.id}`,
      `/users-Job/${user.id}`,
      "/paginate-jobs",
      "/blogs",
    ]) {
      const res = await t.request().get(api(path)).set(auth);
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("private, no-store");
    }
    // Refusals carry it too: a wrong password, a bad token.
    const wrong = await t
      .request()
      .post(api("/users/login"))
      .send({ email: user.email, password: "not it!!" });
    expect(wrong.headers["cache-control"]).toBe("private, no-store");
    const badToken = await t.request().get(api("/users/me")).set("Authorization", "Bearer nope").expect(401);
    expect(badToken.headers["cache-control"]).toBe("private, no-store");

    const registered = await t
      .request()
      .post(api("/users"))
      .send({
        fullName: "New Member",
        email: `new-${user.id}@example.test`,
        password: "long enough password",
      })
      .expect(201);
    expect(registered.headers["cache-control"]).toBe("private, no-store");
    const donation = await t.request().post(api("/chapaDonate")).send({ amount: "x" }).expect(400);
    expect(donation.headers["cache-control"]).toBe("private, no-store");
    const status = await t.request().get(api("/donate/status/btw-unknown"));
    expect(status.headers["cache-control"]).toBe("private, no-store");
  });

  it("is left to the route for public reads without a token", async () => {
    const res = await t.request().get(api("/paginate-jobs")).expect(200);
    expect(res.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});
