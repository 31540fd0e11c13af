// RFC 4180 CSV: cells holding a comma, quote or line break are quoted with quotes doubled. Cells
// that a spreadsheet would run as a formula (=, +, -, @) get a leading apostrophe (CSV injection).
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A UTF-8 byte-order mark: the first thing every CSV download sends, so Excel reads the file as
 * UTF-8 and Amharic (Ethiopic script) and Afaan Oromo names open as written, not as mojibake.
 */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
