import { describe, expect, it } from "vitest";
import { readListAddress } from "../../lib/list-address.ts";
import { sortParam } from "../../lib/list-sort.ts";
import { jobListAddress } from "./kinds/jobs/api/get-jobs.ts";
import { scholarshipListAddress } from "./kinds/scholarships/api/get-scholarships.ts";

describe("the lists' orders in the address", () => {
  it("sends sort=deadline or sort=closing-soon only when the address asks for it, and nothing for anything else", () => {
    expect(sortParam("closing-soon")).toBe("closing-soon");
    expect(sortParam("deadline")).toBe("deadline");
    for (const value of ["", "newest", "oldest", "title", "CLOSING-SOON", "closing-soon;drop", "<x>"]) {
      expect(sortParam(value)).toBeUndefined();
    }
  });

  it("reads the order with the other filters, starting from page 1 unless named", () => {
    const read = (query: string) =>
      readListAddress(new URLSearchParams(query), scholarshipListAddress).params;
    expect(read("sort=closing-soon&field=Engineering&page=2")).toEqual({
      page: 2,
      fieldOfStudy: "Engineering",
      sort: "closing-soon",
    });
    expect(read("sort=oldest")).toEqual({ page: 1, fieldOfStudy: undefined, sort: undefined });
    expect(readListAddress(new URLSearchParams("q=nurse&sort=closing-soon"), jobListAddress).params).toEqual({
      page: 1,
      q: "nurse",
      sort: "closing-soon",
    });
  });
});
