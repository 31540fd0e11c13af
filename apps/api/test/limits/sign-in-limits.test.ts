// Regression: one address that fails many sign-ins (carrier-grade NAT puts a city behind it) must
// not lock out the people behind it, while guessing at one account stops whatever the address.
// Some limits are made small through the context so the tests need few attempts.
import { API_PREFIX } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { createTestContext } from "../context.ts";

const LOGIN = `${API_PREFIX}/users/login`;
const ADDRESS_LIMIT = 2;
const ACCOUNT_LIMIT = 2;

describe("sign-in limits on a shared address", () => {
  const t = createTestContext({ TRUST_PROXY: "1" });
  const direct = createTestContext({ TRUST_PROXY: "0" });
  const app = () =>
    supertest(
      createApp({
        ...t.ctx,
        rateLimits: {
          signInAddress: { limit: ADDRESS_LIMIT },
          signInAccount: { limit: ACCOUNT_LIMIT },
        },
      }),
    );
  const from = (client: supertest.Agent, address: string, email: string, password: string) =>
    client.post(LOGIN).set("X-Forwarded-For", address).send({ email, password });

  it("lets a member in after 110 failed sign-ins on other accounts from the same address", async () => {
    const client = supertest(createApp(t.ctx)); // the production limits
    const member = await makeUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      const res = await from(client, "196.188.1.1", `other-${i}@example.test`, "guess");
      statuses.push(res.status);
      if (res.status === 429) {
        // Over the address limit, failures answer 429 with Retry-After and a message ...
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(res.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // ... but a member behind the same address signs in with the right password,
    const ok = await from(client, "196.188.1.1", member.user.email, member.password).expect(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // and another address is not affected at all.
    await from(client, "196.188.1.2", "stranger@example.test", "guess").expect(401);
  });

  it("locks one account after its failures from any addresses, and only that account", async () => {
    const client = app();
    const target = await makeUser(t.db);
    const neighbour = await makeUser(t.db);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      await from(client, `10.0.0.${i + 1}`, target.user.email, "guess").expect(401);
    }
    const locked = await from(client, "10.0.1.1", target.user.email, target.password).expect(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/Too many requests/);
    await from(client, "10.0.0.1", neighbour.user.email, neighbour.password).expect(200);
  });

  it("counts a forged X-Forwarded-For as the real address when no proxy is trusted", async () => {
    const client = supertest(
      createApp({ ...direct.ctx, rateLimits: { signInAddress: { limit: ADDRESS_LIMIT } } }),
    );
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      await from(client, `203.0.113.${i}`, `forged-${i}@example.test`, "guess").expect(401);
    }
    await from(client, "203.0.113.99", "forged-x@example.test", "guess").expect(429);
  });
});
