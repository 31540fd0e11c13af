import { CLOSING_SOON_DAYS } from "@btw/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;

// A page's first Intl.DateTimeFormat or Intl.NumberFormat loads the browser's locale data: tens of
// milliseconds of main-thread work on a phone, in the middle of drawing the first page. English, the
// default language, is written out here instead (the same text Intl gives for en-GB); other languages
// use Intl, with one formatter per language kept for reuse.
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** "12 March 2026": the spec's day month year, in the visitor's language. */
export function formatDate(iso: string | null | undefined, language = "en"): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (language === "en") {
    return `${date.getUTCDate()} ${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/** 12,345: digits grouped in threes, as the visitor's language writes them. */
export function formatNumber(value: number, language = "en"): string {
  if (language === "en" && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
    return value < 0 ? `-${digits}` : digits;
  }
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
