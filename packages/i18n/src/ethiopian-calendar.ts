// The Ethiopian (Ge'ez) calendar: twelve months of 30 days and a thirteenth, Pagume, of 5 days
// (6 in a leap year). Every fourth year is a leap year without exception: the year before a year
// divisible by four (2015, 2019, 2023 ...), so its Pagume 6 falls on 11 September of the Gregorian
// year before a Gregorian leap year. Conversion goes through the Julian Day Number.

export interface CalendarDate {
  year: number;
  /** 1-12 for Gregorian dates, 1-13 for Ethiopian ones (13 = Pagume). */
  month: number;
  day: number;
}

/** Julian Day Number of Meskerem 1, year 1 (Amete Mihret, the era in use). */
const ETHIOPIAN_EPOCH = 1_724_221;

export function isEthiopianLeapYear(year: number): boolean {
  return ((year % 4) + 4) % 4 === 3;
}

export function gregorianToJulianDay({ year, month, day }: CalendarDate): number {
  // Fliegel and Van Flandern: months counted from March, so February's length falls at the year's end.
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32_045
  );
}

export function julianDayToGregorian(julianDay: number): CalendarDate {
  const a = julianDay + 32_044;
  const b = Math.floor((4 * a + 3) / 146_097);
  const c = a - Math.floor((146_097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
  };
}

function ethiopianToJulianDay({ year, month, day }: CalendarDate): number {
  return ETHIOPIAN_EPOCH + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
}

function julianDayToEthiopian(julianDay: number): CalendarDate {
  const year = Math.floor((4 * (julianDay - ETHIOPIAN_EPOCH) + 1463) / 1461);
  const dayOfYear = julianDay - ethiopianToJulianDay({ year, month: 1, day: 1 });
  return { year, month: Math.floor(dayOfYear / 30) + 1, day: (dayOfYear % 30) + 1 };
}

export const gregorianToEthiopian = (date: CalendarDate): CalendarDate =>
  julianDayToEthiopian(gregorianToJulianDay(date));

export const ethiopianToGregorian = (date: CalendarDate): CalendarDate =>
  julianDayToGregorian(ethiopianToJulianDay(date));
