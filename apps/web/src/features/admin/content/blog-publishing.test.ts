import { describe, expect, it } from "vitest";
import { dateTimeInputValue, initialPublishing, publishingValues } from "./blog-publishing.ts";

const now = new Date("2026-11-22T12:00:00.000Z");

describe("the post form's publishing choice", () => {
  it("starts from where the post stands", () => {
    expect(initialPublishing(undefined)).toBe("now");
    expect(initialPublishing({ status: "draft" })).toBe("draft");
    expect(initialPublishing({ status: "scheduled" })).toBe("schedule");
    expect(initialPublishing({ status: "published" })).toBe("now");
  });

  it("keeps a draft's time, stamps the present on a post going out now, keeps a published post's date", () => {
    expect(publishingValues("draft", undefined, undefined, now)).toEqual({
      status: "draft",
      publishAt: undefined,
    });
    expect(publishingValues("now", undefined, undefined, now)).toEqual({
      status: "published",
      publishAt: now,
    });
    expect(publishingValues("now", undefined, { status: "draft" }, now)).toEqual({
      status: "published",
      publishAt: now,
    });
    expect(publishingValues("now", undefined, { status: "published" }, now)).toEqual({
      status: "published",
      publishAt: undefined,
    });
  });

  it("schedules only for a time still ahead", () => {
    const later = new Date("2026-11-23T09:30:00.000Z");
    expect(publishingValues("schedule", later, undefined, now)).toEqual({
      status: "published",
      publishAt: later,
    });
    expect(publishingValues("schedule", undefined, undefined, now)).toBe("needs-future-time");
    expect(publishingValues("schedule", new Date("2026-11-22T11:59:00.000Z"), undefined, now)).toBe(
      "needs-future-time",
    );
  });

  it("writes a time for a datetime-local input in the browser's clock", () => {
    const value = dateTimeInputValue("2026-11-23T09:30:00.000Z");
    expect(value).toMatch(/^2026-11-2\dT\d{2}:30$/);
    expect(new Date(value).toISOString()).toBe("2026-11-23T09:30:00.000Z");
  });
});
