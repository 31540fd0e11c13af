import { describe, expect, it } from "vitest";
import { gridColumns } from "./grid-columns.ts";

/** How many cards the last row of a full set holds at a number of columns (0: the row is full). */
const shortRow = (count: number, columns: number) => count % columns;

describe("gridColumns", () => {
  it.each([1, 2, 3, 4, 6, 8, 9, 12])("fills every row for %i cards at laptop and wide widths", (count) => {
    const { lg, xl } = gridColumns(count);
    expect(shortRow(count, lg)).toBe(0);
    expect(shortRow(count, xl)).toBe(0);
  });

  it("never gives more columns than cards", () => {
    for (let count = 1; count <= 12; count += 1) {
      const { md, lg, xl } = gridColumns(count);
      expect(Math.max(md, lg, xl)).toBeLessThanOrEqual(count);
    }
  });

  it("lays two cards side by side and four as two rows of two or one of four, never three and one", () => {
    expect(gridColumns(2)).toEqual({ md: 2, lg: 2, xl: 2 });
    expect(gridColumns(4)).toEqual({ md: 2, lg: 2, xl: 4 });
  });

  it("lays seven cards as four and three on a wide screen, not three, three and one", () => {
    expect(gridColumns(7).xl).toBe(4);
  });
});
