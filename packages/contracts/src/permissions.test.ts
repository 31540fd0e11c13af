import { describe, expect, it } from "vitest";
import { approveBodySchema, REJECT_REASON_REQUIRED, roleSchema } from "./common.ts";
import { ACTIONS, can, PERMISSIONS, rolesFor, STATISTICS_FIELD_ACTIONS } from "./permissions.ts";

describe("permission table", () => {
  it("gives admins every action and names only known roles", () => {
    for (const action of ACTIONS) {
      expect(can("admin", action), action).toBe(true);
      for (const role of rolesFor(action)) expect(roleSchema.options, action).toContain(role);
    }
  });

  it("lets editors manage content and opportunities but not approve, read inboxes, money or accounts", () => {
    expect(can("editor", "content.manage")).toBe(true);
    expect(can("editor", "opportunity.edit")).toBe(true);
    expect(can("editor", "statistics.read")).toBe(true);
    for (const action of [
      "opportunity.approve",
      "feedback.read",
      "resume.read",
      "contactMessage.read",
      "subscriber.manage",
      "donation.read",
      "user.manage",
    ] as const)
      expect(can("editor", action), action).toBe(false);
  });

  it("lets members only submit, and nobody without a role do anything", () => {
    expect(ACTIONS.filter((action) => can("member", action))).toEqual(["opportunity.submit"]);
    expect(ACTIONS.some((action) => can(undefined, action))).toBe(false);
  });

  it("hides every private statistics figure from editors", () => {
    for (const action of Object.values(STATISTICS_FIELD_ACTIONS)) {
      expect(PERMISSIONS[action]).toContain("admin");
      expect(can("editor", action)).toBe(false);
    }
  });
});

describe("approval payloads", () => {
  it("approves an empty body, an explicit approval and the spec's item object (status pending)", () => {
    expect(approveBodySchema.parse(undefined)).toEqual({ status: "approved" });
    expect(approveBodySchema.parse({ status: "approved" })).toEqual({ status: "approved" });
    const item = { id: 7, title: "Mastercard Foundation", status: "pending", reviewReason: null };
    expect(approveBodySchema.parse(item)).toEqual({ status: "approved" });
  });

  it("approves the spec's item object whatever its earlier state, a rejected one included", () => {
    for (const status of ["pending", "rejected", "approved"])
      expect(approveBodySchema.parse({ id: 7, title: "Mastercard Foundation", status })).toEqual({
        status: "approved",
      });
  });

  it("rejects only with a reason", () => {
    expect(approveBodySchema.parse({ status: "rejected", reason: " Link is broken " })).toEqual({
      status: "rejected",
      reason: "Link is broken",
    });
    for (const body of [{ status: "rejected" }, { status: "rejected", reason: "   " }]) {
      const result = approveBodySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["reason"], message: REJECT_REASON_REQUIRED });
    }
    expect(approveBodySchema.safeParse({ status: "archived" }).success).toBe(false);
  });
});
