import bcrypt from "bcrypt";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-server.ts";
import {
  FACTORY_PASSWORD,
  makeDonation,
  makeInternship,
  makeJob,
  makeResource,
  makeScholarship,
  makeSubscriber,
  makeUser,
} from "./factories.ts";

describe("factories", () => {
  it("make rows with unique defaults and honour overrides", async () => {
    const { db } = await freshDatabase();
    const [a, b] = [await makeScholarship(db), await makeScholarship(db)];
    expect(a.title).not.toBe(b.title);
    expect(a.URL).not.toBe(b.URL);
    expect(a.status).toBe("approved");

    const pending = await makeInternship(db, { status: "pending", company: ["Gebeya Inc."] });
    expect(pending).toMatchObject({ status: "pending", company: ["Gebeya Inc."] });
    expect((await makeJob(db, { Type: "Remote" })).Type).toBe("Remote");

    const donations = [await makeDonation(db), await makeDonation(db, { status: "paid", amount: 1250.5 })];
    expect(donations[0]!.txRef).not.toBe(donations[1]!.txRef);
    expect(donations[1]!.amount.toNumber()).toBe(1250.5);
    const subscribers = [await makeSubscriber(db), await makeSubscriber(db)];
    expect(subscribers[0]!.confirmToken).not.toBe(subscribers[1]!.confirmToken);
  });

  it("derive a resource's category from its type", async () => {
    const { db } = await freshDatabase();
    expect((await makeResource(db)).category).toBe(1);
    expect(await makeResource(db, { types: "ielts" })).toMatchObject({ types: "ielts", category: 2 });
    expect(await makeResource(db, { types: "video-resource" })).toMatchObject({ category: 5 });
  });

  it("make users who can sign in with the password they return", async () => {
    const { db } = await freshDatabase();
    const member = await makeUser(db);
    expect(member.password).toBe(FACTORY_PASSWORD);
    expect(member.user.role).toBe("member");
    expect(await bcrypt.compare(member.password, member.user.passwordHash)).toBe(true);

    const admin = await makeUser(db, { role: "admin", password: "a different password" });
    expect(admin.user.role).toBe("admin");
    expect(admin.user.email).not.toBe(member.user.email);
    expect(await bcrypt.compare("a different password", admin.user.passwordHash)).toBe(true);
    expect(await bcrypt.compare(FACTORY_PASSWORD, admin.user.passwordHash)).toBe(false);
  });
});
