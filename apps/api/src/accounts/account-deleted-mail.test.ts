import { API_PREFIX } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { startSmtpServer } from "../../test/smtp.ts";
import { issueToken } from "../lib/auth.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

describe("deleting my account sends an email saying so", () => {
  const t = createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: "https://btw.example.org" });

  async function deleteAccount(language: string, phone: string) {
    const { user, password } = await makeUser(t.db, {
      role: "member",
      language,
      phone,
      organisation: "Addis Youth Network",
    });
    const { token } = await issueToken(t.ctx, user);
    await t
      .request()
      .delete(`${API_PREFIX}/account`)
      .set({ Authorization: `Bearer ${token}` })
      .send({ currentPassword: password })
      .expect(200);
    return user;
  }

  it("arrives in the member's language, greets them by name and carries nothing else about them", async () => {
    const user = await deleteAccount("en", "+251911000111");
    const mail = await smtp.waitForMail(user.email, 20_000);
    expect(mail.subject).toBe("Your Born To Win account was deleted");
    expect(mail.text).toContain(`Hello ${user.fullName},`);
    expect(mail.text).toContain("has been deleted, as you asked");
    expect(mail.text).toContain("https://btw.example.org/");
    for (const detail of ["+251911000111", "Addis Youth Network", user.email, "/account", "/sign-in"]) {
      expect(mail.text).not.toContain(detail);
      expect(mail.html).not.toContain(detail);
    }
    expect(await t.db.user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("speaks Amharic and Afaan Oromo", async () => {
    const amharic = await deleteAccount("am", "+251911000222");
    const am = await smtp.waitForMail(amharic.email, 20_000);
    expect(am.subject).toBe("የBorn To Win መለያዎ ተሰርዟል");
    expect(am.html).toContain('lang="am"');
    expect(am.text).toContain("https://btw.example.org/am");
    const oromo = await deleteAccount("om", "+251911000333");
    const om = await smtp.waitForMail(oromo.email, 20_000);
    expect(om.subject).toBe("Herregni Born To Win keessanii haqameera");
    expect(om.text).toContain(`Akkam ${oromo.fullName},`);
  });

  it("sends nothing when the password is wrong and the account stays", async () => {
    const { user } = await makeUser(t.db, { role: "member" });
    const { token } = await issueToken(t.ctx, user);
    await t
      .request()
      .delete(`${API_PREFIX}/account`)
      .set({ Authorization: `Bearer ${token}` })
      .send({ currentPassword: "not the password" })
      .expect(400);
    expect(await t.db.emailMessage.count({ where: { to: user.email, template: "account-deleted" } })).toBe(0);
  });
});
