import { describe, expect, it } from "vitest";
import { firstAdminNotice } from "./first-admin-notice.ts";

const admin = { email: "admin@borntowin.local", generatedPassword: "Abcde-23456-fghij-78923" };
const env = (NODE_ENV: "development" | "production" | "test") => ({
  NODE_ENV,
  PUBLIC_URL: "https://borntowin.example",
});
const everything = (notice: object) => JSON.stringify(notice);

describe("the first admin's generated password", () => {
  it("is shown only to a developer at a terminal", () => {
    const notice = firstAdminNotice(admin, env("development"), true);
    expect(notice.terminal).toContain(admin.generatedPassword);
    expect(notice.terminal).toContain(admin.email);
    expect(notice.log).toBeUndefined();
  });

  it("never reaches a log: not in production, not in CI or other non-terminal output", () => {
    for (const [mode, terminal] of [
      ["production", true],
      ["production", false],
      ["development", false],
      ["test", true],
    ] as const) {
      const notice = firstAdminNotice(admin, env(mode), terminal);
      expect(everything(notice), `${mode} terminal=${terminal}`).not.toContain(admin.generatedPassword);
      expect(notice.terminal).toBeUndefined();
      expect(notice.log).toContain("Set ADMIN_PASSWORD");
      expect(notice.log).toContain("https://borntowin.example/sign-in/forgot-password");
    }
  });

  it("says nothing when the password came from ADMIN_PASSWORD or the admin already existed", () => {
    expect(firstAdminNotice({ email: admin.email }, env("development"), true)).toEqual({});
  });
});
