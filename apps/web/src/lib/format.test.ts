import { CLOSING_SOON_DAYS } from "@btw/contracts";
import { describe, expect, it } from "vitest";
import { daysLeft, deadlineState } from "./format.ts";

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
});
