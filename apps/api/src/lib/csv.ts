// RFC 4180 CSV with OWASP's CSV-injection rules. A spreadsheet may split a line on any of several
// separators (a comma, or a semicolon where that is the list separator, as in much of Europe and
// Africa; a tab; a line break), so a cell holding any of them is quoted, and a formula start
// (=, +, -, @, tab, carriage return) at the beginning of a text cell or right after any such
// separator inside it gets an apostrophe: `a;=1+2` exports as `"a;'=1+2"` and opens as text.
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;
const SEPARATORS = new Set([",", ";", "\t", "\r", "\n"]);
const FORMULA_STARTS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** The text with an apostrophe before each formula start at its beginning or after a separator. */
function defuseFormulas(text: string): string {
  let out = "";
  let cellStart = true;
  for (const char of text) {
    if (cellStart && FORMULA_STARTS.has(char)) out += "'";
    out += char;
    cellStart = SEPARATORS.has(char);
  }
  return out;
}

/**
 * A UTF-8 byte-order mark: the first thing every CSV download sends, so Excel reads the file as
 * UTF-8 and Amharic (Ethiopic script) and Afaan Oromo names open as written, not as mojibake.
 */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string") text = defuseFormulas(text);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
