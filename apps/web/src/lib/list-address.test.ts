import { describe, expect, it } from "vitest";
import { listAddress, readListAddress } from "./list-address.ts";

const address = listAddress({
  keys: ["field", "q"] as const,
  allowed: { field: ["Engineering", "Public Health"] },
  toParams: (page, { field, q }) => ({ page, fieldOfStudy: field || undefined, q: q || undefined }),
});

describe("list addresses", () => {
  it("reads the page and filters, and maps them to the API's parameters", () => {
    const read = readListAddress(new URLSearchParams("page=3&field=Public+Health&q=+nurse+"), address);
    expect(read).toEqual({
      page: 3,
      filters: { field: "Public Health", q: "nurse" },
      params: { page: 3, fieldOfStudy: "Public Health", q: "nurse" },
    });
  });

  it("falls back to page 1 and drops values a filter does not allow", () => {
    for (const page of ["", "0", "-2", "abc"]) {
      const read = readListAddress(new URLSearchParams(`page=${page}&field=Astrology`), address);
      expect(read.page).toBe(1);
      expect(read.params).toEqual({ page: 1, fieldOfStudy: undefined, q: undefined });
    }
  });
});
