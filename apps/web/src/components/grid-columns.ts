import type { CSSProperties } from "react";

/**
 * Columns of a card grid that holds `count` cards at a time (a list page, a fixed set), per width
 * band of styles/base.css: a tablet shows two, a laptop three or two, a wide screen four, three or
 * two, whichever leaves the fewest empty places (seven services: four and three). A last row that
 * still comes out short (the last page of a list) is centred by the grid itself.
 */
export function gridColumns(count: number): { md: number; lg: number; xl: number } {
  return { md: Math.min(2, count), lg: fewestGaps([3, 2], count), xl: fewestGaps([4, 3, 2], count) };
}

/** Of the column counts that the cards can fill at least once, the one leaving the fewest empty places. */
function fewestGaps(choices: number[], count: number): number {
  const gaps = (columns: number) => (columns - (count % columns)) % columns;
  const fitting = choices.filter((columns) => columns <= count);
  if (fitting.length === 0) return Math.max(1, count);
  return fitting.reduce((best, columns) => (gaps(columns) < gaps(best) ? columns : best));
}

/** The style that gives a `.grid` list its columns for `count` cards. */
export function gridStyle(count: number): CSSProperties {
  const { md, lg, xl } = gridColumns(count);
  return { "--cols-md": md, "--cols-lg": lg, "--cols-xl": xl } as CSSProperties;
}
