import type { CSSProperties } from "react";

/**
 * Columns of a card grid that holds `count` cards at a time (a list page, a fixed set), per width
 * band of styles/base.css: a tablet shows two, a laptop three, a wide screen four, each only when
 * the cards fill their rows. A last row that still comes out short (a page past the middle of a
 * list, seven services) is centred by the grid itself.
 */
export function gridColumns(count: number): { md: number; lg: number; xl: number } {
  const md = Math.min(2, count);
  const lg = count <= 3 ? count : count % 3 === 0 ? 3 : count % 2 === 0 ? 2 : 3;
  const xl = count % 4 === 0 ? 4 : lg;
  return { md, lg, xl };
}

/** The style that gives a `.grid` list its columns for `count` cards. */
export function gridStyle(count: number): CSSProperties {
  const { md, lg, xl } = gridColumns(count);
  return { "--cols-md": md, "--cols-lg": lg, "--cols-xl": xl } as CSSProperties;
}
