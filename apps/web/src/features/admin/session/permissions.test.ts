import { PERMISSIONS, can as roleCan } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { can, homePathFor } from "./permissions.ts";

describe("admin menus follow the contracts' permission table", () => {
  it("shows editors content and opportunities, not approvals, inboxes, money, mail, users or the log", () => {
    for (const capability of ["dashboard", "opportunities", "content", "submissions"] as const)
      expect(can("editor", capability), capability).toBe(true);
    for (const capability of ["approve", "inboxes", "donations", "mail", "users", "audit"] as const)
      expect(can("editor", capability), capability).toBe(false);
  });

  it("gives members their submissions only, and admins every menu", () => {
    expect(can("member", "submissions")).toBe(true);
    expect(can("member", "dashboard")).toBe(false);
    expect(can(undefined, "submissions")).toBe(false);
    expect(homePathFor("member")).toBe("/account");
    expect(homePathFor("editor")).toBe("/admin");
  });

  it("answers what the table answers for the action behind a menu", () => {
    expect(can("admin", "approve")).toBe(roleCan("admin", "opportunity.approve"));
    expect(PERMISSIONS["donation.read"]).not.toContain("editor");
    expect(can("editor", "donations")).toBe(false);
  });
});
