// The one way the site and its emails write dates and numbers. Amharic and Afaan Oromo readers get
// the Ethiopian calendar date with the Gregorian one beside it; English readers get the Gregorian
// date, and deadlines may add the Ethiopian one on a second line. Digits are Western everywhere.
//
// No Intl here: a page's first Intl.DateTimeFormat or Intl.NumberFormat loads the browser's locale
// data (tens of milliseconds on a phone, mid-render), and browsers' Amharic and Oromo data vary.
import { type CalendarDate, gregorianToEthiopian } from "./ethiopian-calendar.ts";
import { toLanguage } from "./languages.ts";

/** Ethiopia keeps UTC+3 all year: receipts and reminders date a payment as Addis Ababa saw it. */
export const ADDIS_ABABA_UTC_OFFSET_MINUTES = 180;

interface DateFormatOptions {
  /** Which clock decides the calendar day: minutes east of UTC (default 0, the stored day). */
  utcOffsetMinutes?: number;
  /** "short" abbreviates English months ("22 Nov 2026") for table columns; default "long". */
  style?: "long" | "short";
}

type DateInput = string | Date | null | undefined;

const GREGORIAN_MONTHS = [
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

/** Ethiopian months in Ge'ez script, as Amharic writes them (13 = Pagume, the short month). */
const AMHARIC_MONTHS = [
  "መስከረም",
  "ጥቅምት",
  "ኅዳር",
  "ታኅሣሥ",
  "ጥር",
  "የካቲት",
  "መጋቢት",
  "ሚያዝያ",
  "ግንቦት",
  "ሰኔ",
  "ሐምሌ",
  "ነሐሴ",
  "ጳጉሜን",
] as const;

/**
 * Ethiopian months in Afaan Oromo (Qubee), in the spelling Oromo-language news uses for Ethiopian
 * calendar dates (the Ethiopian News Agency's Afaan Oromoo service dates its stories "Ebla 22/2014",
 * Miyazia 22, 2014 E.C.; "Fulbaana 1" is Meskerem 1, New Year).
 * Oromo names each Ethiopian month after the Gregorian month it mostly covers, so Fulbaana is
 * Meskerem (September) through Hagayya, Nehase (August); Pagume is Qaammee. CLDR's `om` data spells
 * some of the Gregorian months differently (Fuulbana, Bitooteessa, Elba, Caamsa, Adooleessa); the
 * forms below are the common written ones.
 */
const OROMO_MONTHS = [
  "Fulbaana", // Meskerem
  "Onkololeessa", // Tikimt
  "Sadaasa", // Hidar
  "Muddee", // Tahsas
  "Amajjii", // Tir
  "Guraandhala", // Yekatit
  "Bitootessa", // Megabit
  "Ebla", // Miyazia
  "Caamsaa", // Ginbot
  "Waxabajjii", // Sene
  "Adoolessa", // Hamle
  "Hagayya", // Nehase
  "Qaammee", // Pagume
] as const;

/** Ethiopian months as English writes them (the transliteration Ethiopian English press uses). */
const ENGLISH_ETHIOPIAN_MONTHS = [
  "Meskerem",
  "Tikimt",
  "Hidar",
  "Tahsas",
  "Tir",
  "Yekatit",
  "Megabit",
  "Miyazia",
  "Ginbot",
  "Sene",
  "Hamle",
  "Nehase",
  "Pagume",
] as const;

function toDay(value: DateInput, options: DateFormatOptions): CalendarDate | undefined {
  if (!value) return undefined;
  const time = (typeof value === "string" ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) return undefined;
  const offset = options.utcOffsetMinutes;
  const shifted = new Date(time + (offset !== undefined && Number.isFinite(offset) ? offset : 0) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const gregorian = ({ year, month, day }: CalendarDate) => `${day} ${GREGORIAN_MONTHS[month - 1]} ${year}`;
const shortGregorian = ({ year, month, day }: CalendarDate) =>
  `${day} ${GREGORIAN_MONTHS[month - 1]?.slice(0, 3)} ${year}`;

function ethiopian(date: CalendarDate, language: string): string {
  const { year, month, day } = gregorianToEthiopian(date);
  switch (toLanguage(language)) {
    case "am":
      return `${AMHARIC_MONTHS[month - 1]} ${day} ቀን ${year} ዓ.ም.`;
    case "om":
      return `${OROMO_MONTHS[month - 1]} ${day}, ${year}`;
    case "en":
      return `${ENGLISH_ETHIOPIAN_MONTHS[month - 1]} ${day}, ${year} E.C.`;
  }
}

/**
 * A date as the reader's language writes it: "22 November 2026" in English,
 * "ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026)" in Amharic, "Sadaasa 13, 2019 (22 Nov 2026)" in Afaan Oromo.
 * An empty or invalid date gives "". Unknown languages get English.
 */
export function formatDate(value: DateInput, language = "en", options: DateFormatOptions = {}): string {
  const date = toDay(value, options);
  if (!date) return "";
  if (toLanguage(language) === "en")
    return options.style === "short" ? shortGregorian(date) : gregorian(date);
  return `${ethiopian(date, language)} (${shortGregorian(date)})`;
}

/** The Ethiopian calendar date alone: "Hidar 13, 2019 E.C." in English (a deadline's second line). */
export function formatEthiopianDate(
  value: DateInput,
  language = "en",
  options: DateFormatOptions = {},
): string {
  const date = toDay(value, options);
  return date ? ethiopian(date, language) : "";
}

/**
 * A date in both calendars, as deadlines are shown: Amharic and Afaan Oromo dates carry both already;
 * English adds the Ethiopian one, "22 Nov 2026 (Hidar 13, 2019 E.C.)".
 */
export function formatDateInBothCalendars(
  value: DateInput,
  language = "en",
  options: DateFormatOptions = {},
): string {
  const date = toDay(value, options);
  if (!date) return "";
  if (toLanguage(language) !== "en") return formatDate(value, language, options);
  return `${formatDate(value, "en", options)} (${ethiopian(date, "en")})`;
}

/** A catalog text with its {{name}} placeholders filled; a missing value leaves an empty string. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

export interface NumberFormatOptions {
  /** Always this many decimals (amounts of money: 2); by default up to three, trailing zeros dropped. */
  fractionDigits?: number;
}

/**
 * 12,345 and 1,234.5: Western digits grouped in threes with commas, a point before the decimals
 * (as Intl's "en" writes them), the same in every language the site speaks.
 */
export function formatNumber(value: number, _language = "en", options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const fixed = Math.abs(value).toFixed(options.fractionDigits ?? 3);
  const [whole = "0", fraction] = (
    options.fractionDigits === undefined ? fixed.replace(/\.?0+$/, "") : fixed
  ).split(".");
  const digits = fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
  return value < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}
