import { describe, expect, it } from "vitest";
import { formatShortMonth } from "./dates.ts";

describe("formatShortMonth", () => {
  it("writes an API month as the short date's month and year", () => {
    expect(formatShortMonth("2026-11")).toBe("Nov\u00a02026");
    expect(formatShortMonth("2027-01")).toBe("Jan\u00a02027");
  });

  it("leaves anything that is not a month as it is", () => {
    expect(formatShortMonth("soon")).toBe("soon");
  });
});
