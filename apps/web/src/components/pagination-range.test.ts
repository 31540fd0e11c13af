import { describe, expect, it } from "vitest";
import { pageRange } from "./pagination-range.ts";

describe("pageRange (1 sibling, 1 boundary: the blog list's settings)", () => {
  it("shows every page when there are few", () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first and last page and one page either side of the current one", () => {
    expect(pageRange(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
  });

  it("fills a one-page gap with the page instead of an ellipsis, keeping the length constant", () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageRange(5, 20)).toEqual([1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 20]);
    expect(pageRange(20, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) expect(pageRange(page, 20)).toHaveLength(7);
  });

  it("clamps a page outside the range", () => {
    expect(pageRange(99, 8)).toEqual([1, "start-ellipsis", 4, 5, 6, 7, 8]);
    expect(pageRange(0, 8)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 8]);
  });
});
