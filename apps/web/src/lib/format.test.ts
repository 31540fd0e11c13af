import { CLOSING_SOON_DAYS } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { daysLeft, deadlineState, formatDate, formatNumber } from "./format.ts";

const DAY = 86_400_000;
const now = Date.UTC(2026, 2, 1, 12);

describe("deadlines", () => {
  it("flags a deadline within CLOSING_SOON_DAYS as closing soon", () => {
    expect(deadlineState(null, now)).toBe("none");
    expect(deadlineState(new Date(now + (CLOSING_SOON_DAYS + 1) * DAY).toISOString(), now)).toBe("open");
    expect(deadlineState(new Date(now + CLOSING_SOON_DAYS * DAY).toISOString(), now)).toBe("closingSoon");
    expect(deadlineState(new Date(now + 60_000).toISOString(), now)).toBe("closingSoon");
    expect(deadlineState(new Date(now - 60_000).toISOString(), now)).toBe("closed");
    expect(deadlineState("not a date", now)).toBe("none");
  });

  it("counts whole days left, rounding up", () => {
    expect(daysLeft(new Date(now + 2.2 * DAY).toISOString(), now)).toBe(3);
    expect(daysLeft(new Date(now - DAY).toISOString(), now)).toBe(0);
  });

  it("writes dates as day month year", () => {
    expect(formatDate("2026-03-12T00:00:00.000Z")).toBe("12 March 2026");
    expect(formatDate(null)).toBe("");
  });
});

describe("English without Intl", () => {
  it("writes the same dates as Intl's en-GB", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30)).toISOString();
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(formatDate("2026-03-12T00:00:00.000Z", "fr")).toBe("12 mars 2026");
  });

  it("groups digits in threes like Intl", () => {
    const intl = new Intl.NumberFormat("en");
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -45_000]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });
});
