import { BCRYPT_COST } from "@btw/db/seed";
import bcrypt from "bcrypt";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../env.ts";
import { burnPasswordCheck, hashPassword, setPasswordHashCost, verifyPassword } from "./passwords.ts";

const costFrom = (settings: Record<string, string>) =>
  loadEnv({ NODE_ENV: "test", ...settings }).PASSWORD_HASH_COST;

describe("password hashing", () => {
  afterEach(() => setPasswordHashCost(undefined));

  it("hashes at the production cost (12) when PASSWORD_HASH_COST is unset", async () => {
    expect(BCRYPT_COST).toBe(12);
    setPasswordHashCost(costFrom({}));
    const hash = await hashPassword("correct horse battery");
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("wrong horse battery", hash)).toBe(false);
  });

  it("uses PASSWORD_HASH_COST for new hashes and still checks hashes made at another cost", async () => {
    setPasswordHashCost(costFrom({ PASSWORD_HASH_COST: "5" }));
    const hash = await hashPassword("correct horse battery");
    expect(bcrypt.getRounds(hash)).toBe(5);
    expect(await verifyPassword("a password", await bcrypt.hash("a password", 4))).toBe(true);
    expect(await burnPasswordCheck("anything")).toBe(false);
  });

  it("refuses a cost bcrypt cannot use or that would stall sign-in", () => {
    for (const value of ["3", "16", "twelve", "4.5"]) {
      expect(() => costFrom({ PASSWORD_HASH_COST: value }), value).toThrow(/PASSWORD_HASH_COST/);
    }
  });
});
