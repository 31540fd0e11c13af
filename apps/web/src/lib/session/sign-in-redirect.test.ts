import { describe, expect, it } from "vitest";
import { safeNextPath, signInHref } from "./sign-in-redirect.ts";

describe("sign-in redirects", () => {
  it("keeps a path of this site and refuses other origins", () => {
    expect(safeNextPath("/admin/scholarships?status=pending")).toBe("/admin/scholarships?status=pending");
    expect(safeNextPath("//evil.test/admin")).toBe("/admin");
    expect(safeNextPath("/\\evil.test")).toBe("/admin");
    expect(safeNextPath("https://evil.test")).toBe("/admin");
    expect(safeNextPath("/sign-in?next=/admin")).toBe("/admin");
    expect(safeNextPath(null)).toBe("/admin");
  });

  it("builds the sign-in address with where to go next and why", () => {
    expect(signInHref({ next: "/admin/users?page=2", reason: "expired" })).toBe(
      "/sign-in?next=%2Fadmin%2Fusers%3Fpage%3D2&reason=expired",
    );
    expect(signInHref({ next: "/admin" })).toBe("/sign-in");
  });
});
