import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ethiopianToGregorian,
  gregorianToEthiopian,
  gregorianToJulianDay,
  isEthiopianLeapYear,
  julianDayToGregorian,
} from "./ethiopian-calendar.ts";

// Known pairs, including both sides of New Year and of the leap day (Pagume 6).
const PAIRS: Array<[gregorian: [number, number, number], ethiopian: [number, number, number]]> = [
  [
    [2007, 9, 11],
    [1999, 13, 6],
  ],
  [
    [2007, 9, 12],
    [2000, 1, 1],
  ],
  [
    [2025, 9, 11],
    [2018, 1, 1],
  ],
  [
    [2026, 9, 10],
    [2018, 13, 5],
  ],
  [
    [2026, 9, 11],
    [2019, 1, 1],
  ],
  [
    [2026, 11, 22],
    [2019, 3, 13],
  ],
  [
    [2027, 1, 7],
    [2019, 4, 29],
  ],
  [
    [2027, 9, 11],
    [2019, 13, 6],
  ],
  [
    [2027, 9, 12],
    [2020, 1, 1],
  ],
  [
    [2024, 2, 29],
    [2016, 6, 21],
  ],
  [
    [1900, 1, 1],
    [1892, 4, 23],
  ],
];

const date = ([year, month, day]: [number, number, number]) => ({ year, month, day });

describe("Ethiopian calendar", () => {
  it.each(PAIRS)("%j is Ethiopian %j", (g, e) => {
    expect(gregorianToEthiopian(date(g))).toEqual(date(e));
    expect(ethiopianToGregorian(date(e))).toEqual(date(g));
  });

  it("puts the leap day in the year before a Gregorian leap year", () => {
    expect([2015, 2019, 2023].map(isEthiopianLeapYear)).toEqual([true, true, true]);
    expect([2016, 2017, 2018, 2020].map(isEthiopianLeapYear)).toEqual([false, false, false, false]);
  });

  const gregorianDays = fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

  it("round-trips Gregorian -> Ethiopian -> Gregorian from 1900 to 2100", () => {
    fc.assert(
      fc.property(gregorianDays, (g) => {
        expect(ethiopianToGregorian(gregorianToEthiopian(g))).toEqual(g);
      }),
    );
  });

  it("advances consecutive days by one Ethiopian day", () => {
    fc.assert(
      fc.property(gregorianDays, (g) => {
        const today = gregorianToEthiopian(g);
        const tomorrow = gregorianToEthiopian(julianDayToGregorian(gregorianToJulianDay(g) + 1));
        const monthLength = today.month < 13 ? 30 : isEthiopianLeapYear(today.year) ? 6 : 5;
        if (today.day < monthLength) {
          expect(tomorrow).toEqual({ ...today, day: today.day + 1 });
        } else if (today.month < 13) {
          expect(tomorrow).toEqual({ year: today.year, month: today.month + 1, day: 1 });
        } else {
          expect(tomorrow).toEqual({ year: today.year + 1, month: 1, day: 1 });
        }
      }),
    );
  });

  it("agrees with the platform's Gregorian day count", () => {
    fc.assert(
      fc.property(gregorianDays, (g) => {
        const fromDate = Math.floor(Date.UTC(g.year, g.month - 1, g.day) / 86_400_000) + 2_440_588;
        expect(gregorianToJulianDay(g)).toBe(fromDate);
        expect(julianDayToGregorian(fromDate)).toEqual(g);
      }),
    );
  });

  it("agrees with ICU's ethiopic calendar (an independent implementation)", () => {
    const icu = new Intl.DateTimeFormat("en-u-ca-ethiopic", {
      timeZone: "UTC",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    fc.assert(
      fc.property(gregorianDays, (g) => {
        const parts = icu.formatToParts(new Date(Date.UTC(g.year, g.month - 1, g.day)));
        const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
        expect(gregorianToEthiopian(g)).toEqual({
          year: part("year"),
          month: part("month"),
          day: part("day"),
        });
      }),
    );
  });
});
