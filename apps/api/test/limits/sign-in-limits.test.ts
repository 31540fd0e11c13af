// Regression: one address that fails many sign-ins (carrier-grade NAT puts a city behind it) must
// not lock out the people behind it, while guessing at one account stops whatever the address.
// Limits are made small through the context so the test needs few (slow, bcrypt) attempts.
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

  it("lets a correct sign-in through after the address failed on many other accounts", async () => {
    const client = app();
    const member = await makeUser(t.db);
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      await from(client, "196.188.0.1", `stranger-${i}@example.test`, "guess").expect(401);
    }
    // Over the address limit: further failures answer 429 with Retry-After and a message ...
    const refused = await from(client, "196.188.0.1", "stranger-x@example.test", "guess").expect(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // ... but a member behind the same address signs in with the right password.
    const ok = await from(client, "196.188.0.1", member.user.email, member.password).expect(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // Another address is not affected at all.
    await from(client, "196.188.0.2", "stranger-y@example.test", "guess").expect(401);
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
