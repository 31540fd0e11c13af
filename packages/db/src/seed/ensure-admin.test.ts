import bcrypt from "bcrypt";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-server.ts";
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from "./ensure-admin.ts";
import { makeUser } from "./factories.ts";
import { BCRYPT_COST } from "./passwords.ts";

describe("ensureAdmin", () => {
  it("creates the first admin with a generated password, once", async () => {
    const { db } = await freshDatabase();

    const first = await ensureAdmin(db, {});
    expect(first.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(first.generatedPassword).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    const admin = await db.user.findUniqueOrThrow({ where: { email: DEFAULT_ADMIN_EMAIL } });
    expect(admin.role).toBe("admin");
    expect(bcrypt.getRounds(admin.passwordHash)).toBe(BCRYPT_COST);
    expect(await bcrypt.compare(first.generatedPassword!, admin.passwordHash)).toBe(true);

    const second = await ensureAdmin(db, {
      email: "someone-else@example.test",
      password: "another-password",
    });
    expect(second).toEqual({ email: DEFAULT_ADMIN_EMAIL });
    expect(await db.user.count()).toBe(1);
    const unchanged = await db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(unchanged.passwordHash).toBe(admin.passwordHash);
  });

  it("uses the email and password it is given, and leaves an existing admin alone", async () => {
    const { db } = await freshDatabase();
    await makeUser(db, { role: "member" });

    const result = await ensureAdmin(db, {
      email: " Director@BornToWin.org ",
      password: "a long chosen password",
    });
    expect(result).toEqual({ email: "director@borntowin.org" });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "director@borntowin.org" } });
    expect(admin.role).toBe("admin");
    expect(await bcrypt.compare("a long chosen password", admin.passwordHash)).toBe(true);

    expect(await ensureAdmin(db, {})).toEqual({ email: "director@borntowin.org" });
    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
  });

  it("promotes an existing account with the admin email instead of failing on the duplicate", async () => {
    const { db } = await freshDatabase();
    const { user } = await makeUser(db, { role: "editor", email: "lead@borntowin.org", active: false });

    await ensureAdmin(db, { email: "lead@borntowin.org", password: "the new admin password" });
    const promoted = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(promoted).toMatchObject({ role: "admin", active: true });
    expect(await bcrypt.compare("the new admin password", promoted.passwordHash)).toBe(true);
  });

  it("creates a single admin when several processes start at once", async () => {
    const { db } = await freshDatabase();
    const results = await Promise.all([ensureAdmin(db, {}), ensureAdmin(db, {}), ensureAdmin(db, {})]);
    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
    // Only the one that created the account may show a password, and it must be the real one.
    const shown = results.filter((result) => result.generatedPassword);
    expect(shown).toHaveLength(1);
    const admin = await db.user.findFirstOrThrow({ where: { role: "admin" } });
    expect(await bcrypt.compare(shown[0]!.generatedPassword!, admin.passwordHash)).toBe(true);
  });
});
