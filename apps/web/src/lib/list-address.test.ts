import { describe, expect, it } from "vitest";
import { listAddress, queryForPage, readListAddress, withFilter } from "./list-address.ts";

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

describe("moving through a list's address", () => {
  it("sets or clears a filter and goes back to page 1", () => {
    const search = new URLSearchParams("page=4&field=Law&q=x");
    expect(withFilter(search, "field", "Engineering").toString()).toBe("field=Engineering&q=x");
    expect(withFilter(search, "q", "").toString()).toBe("field=Law");
    expect(search.toString()).toBe("page=4&field=Law&q=x");
  });

  it("writes the query of another page, with none for page 1", () => {
    expect(queryForPage(new URLSearchParams("field=Law"), 3)).toBe("field=Law&page=3");
    expect(queryForPage(new URLSearchParams("page=3"), 1)).toBe("");
  });

  it("leaves out the empty fields a filter form sent before the app ran", () => {
    const sent = new URLSearchParams("level=&funding=full&country=&sort=");
    expect(withFilter(sent, "country", "Germany").toString()).toBe("funding=full&country=Germany");
    expect(queryForPage(sent, 2)).toBe("funding=full&page=2");
  });
});
