import { describe, expect, it } from "vitest";
import { formatReceiptDate } from "./donation-receipt.ts";

describe("receipt formats", () => {
  it("dates a payment by Addis Ababa's day, in both calendars", () => {
    // 22:30 UTC on 11 March is 01:30 on 12 March in Addis Ababa.
    expect(formatReceiptDate(new Date("2026-03-11T22:30:00Z"))).toBe("12 March 2026 (Megabit 3, 2018 E.C.)");
    expect(formatReceiptDate(new Date("2026-09-10T12:00:00Z"))).toBe(
      "10 September 2026 (Pagume 5, 2018 E.C.)",
    );
  });
});
