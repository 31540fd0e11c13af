import { CLOSING_SOON_DAYS } from "@btw/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "12 March 2026": the spec's day month year, in the visitor's language. */
// Building an Intl formatter is costly; lists format many dates, so keep one per language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatDate(iso: string | null | undefined, language = "en"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

export function formatNumber(value: number, language = "en"): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export type DeadlineState = "none" | "open" | "closingSoon" | "closed";

export function deadlineState(iso: string | null | undefined, now = Date.now()): DeadlineState {
  if (!iso) return "none";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "none";
  const left = time - now;
  if (left < 0) return "closed";
  return left <= CLOSING_SOON_DAYS * DAY_MS ? "closingSoon" : "open";
}

export function daysLeft(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}
