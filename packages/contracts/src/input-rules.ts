// The ranges every request value must fall in, in one place: ids, dates, whole numbers, amounts
// and text. Hostile input meets these at the edge, so nothing out of range reaches a service, the
// database or a later list that would have to draw it.
import { z } from "zod";

// ---- Ids ---------------------------------------------------------------------------------------

/** Ids are PostgreSQL `integer` keys: 1..2^31-1. */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

/** Digits only (no signs, exponents, hex or spaces), then the range. Accepts a number too. */
export const idSchema = z
  .union([z.number(), z.string()], { error: "id must be a number" })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value;
    const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(id) && id >= ID_RANGE.min && id <= ID_RANGE.max) return id;
    ctx.addIssue({
      code: "custom",
      message: `id must be a whole number from ${ID_RANGE.min} to ${ID_RANGE.max}`,
    });
    return z.NEVER;
  })
  // Documented as what it is: a whole number (strings of digits are read too, as paths carry them).
  .meta({ type: "integer", minimum: ID_RANGE.min, maximum: ID_RANGE.max });

/** A whole number in a range, from JSON or a query string ("12"); never "0x0c", "1e1" or ["12"]. */
export const wholeNumber = (min: number, max: number, label = "value") =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int({ message: `${label} must be a whole number` })
      .min(min, { message: `${label} must be at least ${min}` })
      .max(max, { message: `${label} must be at most ${max}` }),
  );

// ---- Amounts -----------------------------------------------------------------------------------

/** A JSON number, or a plain decimal string as forms send it ("250", "99.50"): nothing else. */
const PLAIN_DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;
/** A number with more than the two decimals of a sum of money ("12.345": a thousands point, or cents too fine). */
const TOO_MANY_DECIMALS = /^\s*\d{1,15}\.\d{3,}\s*$/;

export const amountSchema = (limits: { min: number; max: number }, currency: string) =>
  z.preprocess(
    (value) => {
      if (value === "" || value === null) return undefined;
      if (typeof value === "string" && PLAIN_DECIMAL.test(value.trim())) return Number(value.trim());
      return value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? "Amount required"
            : typeof issue.input === "string" && TOO_MANY_DECIMALS.test(issue.input)
              ? "Amount: at most 2 digits after the point"
              : "Amount must be a number",
      })
      .refine(Number.isFinite, { message: "Amount must be a number" })
      .min(limits.min, { message: `The smallest gift is ${limits.min} ${currency}` })
      .max(limits.max, { message: `Gifts above ${limits.max} ${currency}: please contact us` })
      .transform((amount) => Math.round(amount * 100) / 100),
  );

// ---- Dates -------------------------------------------------------------------------------------

/** Every date a request may carry falls in these years. */
export const DATE_RANGE = {
  min: new Date("1900-01-01T00:00:00.000Z"),
  max: new Date("2100-12-31T23:59:59.999Z"),
} as const;
const DATE_RANGE_MESSAGE = "must be a date between 1900-01-01 and 2100-12-31";

/** "2026-12-31", "2026-12-31T10:00", "2026-12-31T10:00:00.000Z", "2026-12-31T10:00:00+03:00". */
const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The date a request value names, or undefined when it names none (or an impossible day). */
function parseDateValue(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export const isDateInRange = (date: Date) =>
  date.getTime() >= DATE_RANGE.min.getTime() && date.getTime() <= DATE_RANGE.max.getTime();

/** A date in DATE_RANGE from a form ("2026-12-31") or JSON (ISO string). */
export const dateSchema = z.string({ error: "must be a valid date" }).transform((value, ctx) => {
  const date = parseDateValue(value);
  if (date && isDateInRange(date)) return date;
  ctx.addIssue({ code: "custom", message: date ? DATE_RANGE_MESSAGE : "must be a valid date" });
  return z.NEVER;
});

// ---- Text --------------------------------------------------------------------------------------

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. Never valid in any text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Single-line text refuses tabs and line breaks as well. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters";

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS : LINE_CONTROLS).test(text);
}

/**
 * The base of every text field: a string without control characters. `multiline` allows tab,
 * line feed and carriage return (descriptions, messages); every other field is one line.
 */
export const safeString = (options: { multiline?: boolean; label?: string; error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => !hasControlCharacters(text, options), {
      message: options.label ? `${options.label} ${CONTROL_CHARACTER_MESSAGE}` : CONTROL_CHARACTER_MESSAGE,
    });

/**
 * Where a request value (a parsed body, query or params, to any depth) holds a string with a
 * control character that no text field allows, as a path; undefined when there is none. Tab and
 * line breaks pass here: the field's own schema decides whether it is multi-line. The walk keeps
 * its own stack (request values can nest deeper than the call stack) and builds a path only for
 * what it finds.
 */
export function findControlCharacters(value: unknown, path: Array<string | number> = []) {
  interface Step {
    node: unknown;
    key?: string | number;
    parent?: Step;
  }
  const pathTo = (step: Step) => {
    const keys: Array<string | number> = [];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const seen = new Set<unknown>();
  const stack: Step[] = [{ node: value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { node, key } = step;
    if (typeof key === "string" && hasControlCharacters(key, { multiline: false })) return pathTo(step);
    if (typeof node === "string") {
      if (hasControlCharacters(node, { multiline: true })) return pathTo(step);
      continue;
    }
    if (node === null || typeof node !== "object" || seen.has(node) || ArrayBuffer.isView(node)) continue;
    seen.add(node);
    const entries = Object.entries(node);
    const isList = Array.isArray(node);
    // Pushed last first, so that the first key is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [childKey, child] = entries[i] as [string, unknown];
      stack.push({ node: child, key: isList ? Number(childKey) : childKey, parent: step });
    }
  }
  return undefined;
}
